// The learners' write path (the learner app's; the demo seed uses it) and the moderation rules at the use-case level.
import { describe, expect, it } from 'vitest';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser } from '../../../src/features/account/testing';
import { addEngagement, reportPost, sharePost } from '../../../src/features/knowledge-feed/server/share-post';
import { moderatePost } from '../../../src/features/knowledge-feed/server/moderate-post';
import { findPosts } from '../../../src/features/knowledge-feed/server/find-posts';
import { getPost } from '../../../src/features/knowledge-feed/server/get-post';
import { FeedListQuerySchema } from '../../../src/features/knowledge-feed/schemas';
import { AppError } from '../../../src/server/http/app-error';
import { pngBytes } from '../../fixtures/images';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const query = (q: Record<string, string> = {}) => FeedListQuerySchema.parse(q);

describe('sharing and reporting posts (the learner write path)', () => {
  it('stores text, image and link posts, checks the image by its bytes, and counts reports once per learner', async () => {
    const org = await insertOrganization(t.db);
    const [ana, budi] = [await insertUser(t.db, { organizationId: org.id }), await insertUser(t.db, { organizationId: org.id })];
    const text = await sharePost({ db: t.db, organization: org, authorId: ana.id, input: { type: 'text', body: 'Hello feed' } });
    const image = await sharePost({
      db: t.db,
      organization: org,
      authorId: budi.id,
      input: { type: 'image', body: 'Our whiteboard' },
      image: { name: 'board.png', bytes: pngBytes(64, 48) },
    });
    const link = await sharePost({
      db: t.db,
      organization: org,
      authorId: ana.id,
      input: { type: 'link', body: '', link_url: 'https://example.com/read', link_title: 'A read' },
    });
    await expect(sharePost({ db: t.db, organization: org, authorId: ana.id, input: { type: 'image', body: 'x' } })).rejects.toBeInstanceOf(AppError);
    await expect(
      sharePost({
        db: t.db,
        organization: org,
        authorId: ana.id,
        input: { type: 'image', body: '' },
        image: { name: 'a.png', bytes: Buffer.from('not a picture at all') },
      }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(
      sharePost({ db: t.db, organization: org, authorId: ana.id, input: { type: 'link', body: '', link_url: 'javascript:alert(1)' } }),
    ).rejects.toThrow();
    await expect(sharePost({ db: t.db, organization: org, authorId: ana.id, input: { type: 'text', body: '   ' } })).rejects.toThrow();

    await addEngagement({ db: t.db, organizationId: org.id, postId: image.id, likes: 5, comments: 2 });
    await reportPost({ db: t.db, organizationId: org.id, postId: link.id, reporterId: budi.id, input: { reason: 'spam' } });
    await reportPost({ db: t.db, organizationId: org.id, postId: link.id, reporterId: budi.id, input: { reason: 'other', note: 'changed my mind' } });
    const other = await insertOrganization(t.db);
    await expect(reportPost({ db: t.db, organizationId: other.id, postId: link.id, reporterId: budi.id, input: { reason: 'spam' } })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    const list = await findPosts({ db: t.db, organizationId: org.id, query: query() });
    expect(list.results.map((r) => r.id)).toEqual([link.id, image.id, text.id]);
    expect(list.results[0]).toMatchObject({ open_reports: 1, reports_count: 1 });
    const shown = await getPost({ db: t.db, organizationId: org.id, id: image.id });
    expect(shown).toMatchObject({ likes_count: 5, comments_count: 2, image: { width: 64, height: 48, name: 'board.png' } });
    expect((await getPost({ db: t.db, organizationId: org.id, id: link.id })).reports).toMatchObject([{ reason: 'other', note: 'changed my mind' }]);
    expect((await findPosts({ db: t.db, organizationId: other.id, query: query() })).results).toEqual([]);
  });

  it('allows hide and delete from visible, restore and delete from hidden, restore from deleted', async () => {
    const org = await insertOrganization(t.db);
    const admin = await insertUser(t.db, { organizationId: org.id });
    const post = await sharePost({ db: t.db, organization: org, authorId: admin.id, input: { type: 'text', body: 'Moderate me' } });
    let version = post.updated_at;
    const run = async (action: 'hide' | 'restore' | 'delete') => {
      const r = await moderatePost({
        db: t.db,
        organizationId: org.id,
        userId: admin.id,
        id: post.id,
        input: { action, reason: `Because ${action}`, updated_at: version },
      });
      version = r.updated_at;
      return r.state;
    };
    const refused = (action: 'hide' | 'restore' | 'delete') =>
      expect(
        moderatePost({ db: t.db, organizationId: org.id, userId: admin.id, id: post.id, input: { action, reason: 'No', updated_at: version } }),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
    await refused('restore');
    expect(await run('hide')).toBe('hidden');
    await refused('hide');
    expect(await run('delete')).toBe('deleted');
    await refused('hide');
    await refused('delete');
    expect(await run('restore')).toBe('visible');
    expect(await run('delete')).toBe('deleted');
    const shown = await getPost({ db: t.db, organizationId: org.id, id: post.id });
    expect(shown.history.map((h) => h.action)).toEqual(['delete', 'restore', 'delete', 'hide']);
  });
});
