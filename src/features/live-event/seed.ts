import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { categories } from '@/db/schema/category';
import type { SeedContext } from '@/db/seed/context';
import { contentDefaults } from '@/server/content-defaults';
import { toWibLocal } from '@/lib/wib';
import { findPickItems, saveContents } from './server/contents';
import { registerPeople } from './server/registrants';
import { createLiveEvent } from './server/save-live-event';

const HOUR = 3_600_000;

/**
 * The live-event area's demo content, built through its use cases: one published live event (id 1 on a fresh
 * database, the one the access walk opens) running from an hour before the seed to two hours on, with a speaker of the
 * organisation and a guest, eight learners registered, and the organisation's first quiz and first presence placed on
 * it (the presence takes attendance at the event's schedule, so its QR tab shows a code at once).
 */
export async function seedLiveEvents(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const db = tx as unknown as Db;
  const scope = { db, organizationId: org.id, userId: people.admin.id };
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.organizationId, org.id), isNull(categories.parentId)))
    .orderBy(categories.position)
    .limit(1);
  if (!category) return;
  const defaults = await contentDefaults(tx, org.id);
  const now = Date.now();
  const { id } = await createLiveEvent({
    ...scope,
    input: {
      title: 'Leadership Town Hall: Strategy 2027',
      description: '<p>The leadership team presents next year&#39;s strategy and answers questions live.</p>',
      category_id: category.id,
      level: 'intermediate',
      thumbnail_default: defaults.thumbnail_file_id === null ? (defaults.thumbnail_default ?? 1) : null,
      thumbnail_file_id: defaults.thumbnail_file_id,
      status: 'publish',
      speakers: [
        { user_id: people.admin.id, name: '', headline: 'Host' },
        { user_id: null, name: 'Dr. Ratna Wijaya', headline: 'Guest economist, Universitas Nusantara' },
      ],
      start_at: toWibLocal(new Date(now - HOUR)),
      end_at: toWibLocal(new Date(now + 2 * HOUR)),
      meeting_url: 'https://meet.nusantara.example/town-hall-2027',
      capacity: 25,
      registration_open_at: '',
      registration_close_at: '',
      certificate_template_id: defaults.certificate_templates[1],
      recording_url: '',
      webinar_id: null,
    },
  });
  const learners = people.learners.filter((l) => l.status === 'active').slice(0, 8);
  if (learners.length) await registerPeople({ ...scope, id, input: { user_ids: learners.map((l) => l.id) } });
  const pick = async (type: string) => (await findPickItems({ db: tx, organizationId: org.id, query: { type, page: 1, page_size: 1 } })).results[0];
  const placed = [await pick('quiz'), await pick('presence')].filter((p) => p !== undefined);
  await saveContents({
    ...scope,
    id,
    input: { contents: placed.map((p) => ({ type: p.type, id: p.id, settings: { required: true, min_minutes: null, pass_grade: null } })) },
  });
}
