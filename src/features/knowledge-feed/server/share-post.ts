import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { feedPosts, feedReports } from '@/db/schema/feed';
import { AppError } from '@/server/http/app-error';
import { storeFile, type UploadPolicy } from '@/server/storage/store-file';
import { feedMessages as M } from '../messages';
import { LearnerPostInputSchema, LearnerReportInputSchema, type LearnerPostInput, type LearnerReportInput } from '../schemas';
import { inOrganization } from './post-rows';

/** A feed image: JPG, PNG or WebP up to 2 MB (checked by its bytes). */
const IMAGE_POLICY: UploadPolicy = { kinds: ['jpeg', 'png', 'webp'], maxBytes: 2 * 1024 * 1024 };

/**
 * The learner's write path (the learner app calls it; the demo seed does too, so no demo row is hand-made): a text,
 * image or link post, its image stored through the storage module. `now` places a seeded post in the past.
 */
export async function sharePost(options: {
  db: DbOrTx;
  organization: { id: number; orgCode: string };
  authorId: number;
  input: LearnerPostInput;
  image?: { name: string; bytes: Buffer };
  now?: Date;
}): Promise<{ id: number; updated_at: string }> {
  const { db, organization, authorId } = options;
  const input = LearnerPostInputSchema.parse(options.input);
  if (input.type === 'image' && !options.image) throw new AppError('VALIDATION', M.imageRequired, { details: [{ field: 'image', message: M.imageRequired }] });
  const file =
    input.type === 'image' && options.image
      ? await storeFile({ db, organization, userId: authorId, folder: 'feed', name: options.image.name, bytes: options.image.bytes, policy: IMAGE_POLICY })
      : null;
  const at = options.now ?? new Date();
  const [row] = await db
    .insert(feedPosts)
    .values({
      organizationId: organization.id,
      authorId,
      type: input.type,
      body: input.body,
      imageFileId: file?.id ?? null,
      linkUrl: input.type === 'link' ? input.link_url : null,
      linkTitle: input.type === 'link' ? input.link_title || null : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: feedPosts.id, updatedAt: feedPosts.updatedAt });
  return { id: row.id, updated_at: row.updatedAt.toISOString() };
}

/** Learners' likes and comments as counts (the learner app keeps who liked what; the console shows only counts). */
export async function addEngagement(options: { db: DbOrTx; organizationId: number; postId: number; likes?: number; comments?: number }) {
  const { db, organizationId, postId, likes = 0, comments = 0 } = options;
  await db
    .update(feedPosts)
    .set({ likesCount: sql`${feedPosts.likesCount} + ${likes}`, commentsCount: sql`${feedPosts.commentsCount} + ${comments}` })
    .where(inOrganization(organizationId, eq(feedPosts.id, postId)));
}

/** A learner reports a post (once per learner and post: a second report replaces the first's reason). */
export async function reportPost(options: { db: DbOrTx; organizationId: number; postId: number; reporterId: number; input: LearnerReportInput; now?: Date }) {
  const { db, organizationId, postId, reporterId } = options;
  const input = LearnerReportInputSchema.parse(options.input);
  const [post] = await db
    .select({ id: feedPosts.id })
    .from(feedPosts)
    .where(inOrganization(organizationId, eq(feedPosts.id, postId)));
  if (!post) throw new AppError('NOT_FOUND', M.notFound);
  const at = options.now ?? new Date();
  await db
    .insert(feedReports)
    .values({ postId, reporterId, reason: input.reason, note: input.note, createdAt: at })
    .onConflictDoUpdate({
      target: [feedReports.postId, feedReports.reporterId],
      set: { reason: input.reason, note: input.note, createdAt: at, resolvedAt: null },
    });
}
