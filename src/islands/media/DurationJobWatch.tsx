import { useEffect } from 'react';
import { api } from '@/lib/fetcher';
import { MEDIA_KINDS, type MediaDetail, type MediaKind } from '@/lib/media-library';

export interface DurationJobWatchProps {
  kind: MediaKind;
  id: number;
}

/** While the duration job is queued or running, asks every 2 seconds and reloads the page once it has ended. */
export default function DurationJobWatch({ kind, id }: DurationJobWatchProps) {
  useEffect(() => {
    const timer = setInterval(() => {
      api<MediaDetail>(`${MEDIA_KINDS[kind].api.replace(/^\/api/, '')}/${id}`)
        .then((item) => {
          if (item.duration_job && ['done', 'failed'].includes(item.duration_job.state)) window.location.reload();
        })
        .catch(() => clearInterval(timer));
    }, 2000);
    return () => clearInterval(timer);
  }, [kind, id]);
  return null;
}
