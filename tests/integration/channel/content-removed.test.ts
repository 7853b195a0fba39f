// Content deleted in its own area: the channel keeps the item and says 'Content removed' (docs/decisions/0085).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { videos } from '../../../src/db/schema';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser } from '../../../src/features/account/testing';
import { insertVideo } from '../../../src/features/video/testing';
import { createChannel } from '../../../src/features/channel/server/create-channel';
import { getChannel } from '../../../src/features/channel/server/get-channel';
import { updateChannel } from '../../../src/features/channel/server/update-channel';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();

describe('a channel whose content was deleted', () => {
  it("shows the item as 'Content removed' in its place, and refuses to save it again until it is removed", async () => {
    const org = await insertOrganization(t.db);
    const user = await insertUser(t.db, { organizationId: org.id });
    const keep = await insertVideo(t.db, { organizationId: org.id, title: 'Keep me', status: 'publish' });
    const gone = await insertVideo(t.db, { organizationId: org.id, title: 'Delete me', status: 'draft' });
    const input = {
      title: 'Removal',
      description: '',
      cover: null,
      category_id: null,
      visibility: 'public' as const,
      division_ids: [],
      company_ids: [],
      items: [
        { type: 'video', id: gone.id },
        { type: 'video', id: keep.id },
      ],
    };
    const { id } = await createChannel({ db: t.db, organizationId: org.id, userId: user.id, input });
    await t.db.delete(videos).where(eq(videos.id, gone.id));
    const channel = await getChannel({ db: t.db, organizationId: org.id, id });
    expect(channel.content).toEqual([
      { type: 'video', type_label: 'Video', id: gone.id, title: 'Content removed', status: null, removed: true },
      { type: 'video', type_label: 'Video', id: keep.id, title: 'Keep me', status: 'publish', removed: false },
    ]);
    await expect(updateChannel({ db: t.db, organizationId: org.id, userId: user.id, id, input: { ...input, title: 'Renamed' } })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    const saved = await updateChannel({ db: t.db, organizationId: org.id, userId: user.id, id, input: { ...input, items: [input.items[1]] } });
    expect(saved.changed).toBe(true);
    expect((await getChannel({ db: t.db, organizationId: org.id, id })).content.map((i) => i.title)).toEqual(['Keep me']);
  });
});
