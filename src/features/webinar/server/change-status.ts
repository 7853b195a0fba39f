import type { z } from 'zod';
import type { Db } from '@/db/client';
import { webinars } from '@/db/schema/webinar';
import { AppError } from '@/server/http/app-error';
import { moveStatus } from '@/server/status-workflow';
import { webinarMessages as M } from '../messages';
import { STATUS_LABELS, STATUS_MOVES, type WebinarStatusSchema } from '../schemas';
import { loadWebinar } from './load-webinar';

/**
 * Moves a webinar's status along STATUS_MOVES and records who and when. A move the rules do not allow from the
 * current status is a 409, as a stale updated_at is (server/status-workflow.ts, docs/decisions/0095). Publishing
 * needs a meeting link.
 */
export async function changeWebinarStatus(options: {
  db: Db;
  organizationId: number;
  userId: number;
  id: number;
  input: z.output<typeof WebinarStatusSchema>;
}) {
  const { db, organizationId, userId, id, input } = options;
  return moveStatus(
    {
      table: webinars,
      entity: 'webinar',
      load: loadWebinar,
      steps: STATUS_MOVES,
      refused: (from, to) => ({ message: M.transitionRefused(STATUS_LABELS[from], STATUS_LABELS[to]), title: M.statusFailed }),
      stamp: (by, now) => ({ statusBy: by, statusAt: now, updatedBy: by }),
      check: (before, to) => {
        if (to === 'publish' && !before.meetingUrl)
          throw new AppError('VALIDATION', M.publishNeedsLink, { details: [{ field: 'status', message: M.publishNeedsLink }] });
      },
    },
    { db, organizationId, userId, id, to: input.status, startedFrom: input.updated_at },
  );
}
