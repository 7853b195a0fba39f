import type { DbOrTx } from '@/db/client';
import { getMedia, getMediaHistory } from '@/server/media/library';
import { videoConfig } from './config';

export const getVideo = (options: { db: DbOrTx; organizationId: number; id: number }) => getMedia({ ...options, config: videoConfig });
export const getVideoHistory = (options: { db: DbOrTx; organizationId: number; id: number }) => getMediaHistory({ ...options, config: videoConfig });
