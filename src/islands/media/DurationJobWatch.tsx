import { useEffect } from 'react';
import { api } from '@/lib/fetcher';
import type { MediaDetail } from '@/lib/media-library';

export interface DurationJobWatchProps {
  /** The area's calls (its kind's `api`). */
  api: string;
  id: number;
}

/** While the duration job is queued or running, asks every 2 seconds and reloads the page once it has ended. */
export default function DurationJobWatch({ api: path, id }: DurationJobWatchProps) {
  useEffect(() => {
    const timer = setInterval(() => {
      api<MediaDetail>(`${path.replace(/^\/api/, '')}/${id}`)
        .then((item) => {
          if (item.duration_job && ['done', 'failed'].includes(item.duration_job.state)) window.location.reload();
        })
        .catch(() => clearInterval(timer));
    }, 2000);
    return () => clearInterval(timer);
  }, [path, id]);
  return null;
}
