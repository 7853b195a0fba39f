import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { feedPosts, feedReports } from '@/db/schema/feed';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { feedMessages as M } from '../messages';
import { ALLOWED, STATE_LABELS, type ModerationAction, type ModerationInput, type PostState } from '../schemas';
import { FEED_ENTITY } from './get-post';
import { loadPost, openReportsOf } from './post-rows';

const NEXT: Record<ModerationAction, PostState> = { hide: 'hidden', restore: 'visible', delete: 'deleted' };
const PAST: Record<ModerationAction, string> = { hide: 'hidden', restore: 'restored', delete: 'deleted' };

/**
 * Hide, restore or (softly) delete a post with a reason, in one transaction with the row locked: a stale
 * `updated_at` is a 409 (someone moderated it meanwhile), so is a move the state does not allow. The post's open
 * reports are resolved (a moderator has looked at it) and the audit entry keeps the reason: the history.
 */
export async function moderatePost(options: { db: DbOrTx; organizationId: number; userId: number; id: number; input: ModerationInput; now?: Date }) {
  const { db, organizationId, userId, id, input } = options;
  return db.transaction(async (tx) => {
    await loadPost(tx, organizationId, id);
    const [before] = await tx.select().from(feedPosts).where(eq(feedPosts.id, id)).for('update');
    if (new Date(input.updated_at).getTime() !== before.updatedAt.getTime()) throw new AppError('CONFLICT', M.stale);
    if (!ALLOWED[before.state].includes(input.action)) {
      throw new AppError('CONFLICT', M.notAllowed(PAST[input.action], STATE_LABELS[before.state].toLowerCase()));
    }
    const now = new Date(Math.max((options.now ?? new Date()).getTime(), before.updatedAt.getTime() + 1));
    const state = NEXT[input.action];
    const [after] = await tx
      .update(feedPosts)
      .set({ state, moderationReason: input.reason, moderatedBy: userId, moderatedAt: now, updatedAt: now })
      .where(eq(feedPosts.id, id))
      .returning();
    await tx.update(feedReports).set({ resolvedAt: now }).where(openReportsOf(id));
    await writeAudit(tx, {
      organizationId,
      userId,
      action: input.action,
      entity: FEED_ENTITY,
      entityId: id,
      before: { state: before.state, reason: before.moderationReason },
      after: { state, reason: input.reason },
    });
    return { id, state: after.state, updated_at: after.updatedAt.toISOString() };
  });
}
