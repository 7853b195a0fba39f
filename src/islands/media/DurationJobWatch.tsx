import { useEffect } from 'react';
import { createClient } from '@/lib/api-client';
import type { MediaRoutes } from './StatusActions';

export interface DurationJobWatchProps {
  /** The area's GET …/{id} route (videoApi.get, podcastApi.get). */
  get: MediaRoutes['get'];
  id: number;
}

/** While the duration job is queued or running, asks every 2 seconds and reloads the page once it has ended. */
export default function DurationJobWatch({ get, id }: DurationJobWatchProps) {
  useEffect(() => {
    const media = createClient({ get });
    const timer = setInterval(() => {
      media
        .get({ params: { id } })
        .then((item) => {
          if (item.duration_job && ['done', 'failed'].includes(item.duration_job.state)) window.location.reload();
        })
        .catch(() => clearInterval(timer));
    }, 2000);
    return () => clearInterval(timer);
  }, [get, id]);
  return null;
}
