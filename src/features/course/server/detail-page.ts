import type { DbOrTx } from '@/db/client';
import { describeConditions } from '@/lib/content-settings';
import { ListQuerySchema } from '@/lib/list';
import { declaredContents } from '@/features/contents';
import { INSTRUCTIONAL_MODELS } from '../instructional-models';
import { LEVEL_LABELS, STATUS_LABELS, type CourseDetail } from '../schemas';
import { findLimContents } from './lim-feedback';
import { findParticipants } from './participants';
import { findCourseUserHistory } from './user-history';
import { allQueries } from '@/db/all-queries';

export const DETAIL_TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'contents', label: 'Contents' },
  { key: 'participants', label: 'Participants' },
  { key: 'history', label: 'User History' },
] as const;

/** The detail page's values, formatted for reading (the page stays markup only). */
export async function loadDetailTab(options: {
  db: DbOrTx;
  organizationId: number;
  course: CourseDetail;
  tab: string;
  page: string | null;
  keyword?: string | null;
}) {
  const { course: c } = options;
  const overview: [string, string][] = [
    ['Status', STATUS_LABELS[c.status]],
    ['Level', LEVEL_LABELS[c.level]],
    ['Category', c.category ?? '-'],
    ['Confidentiality', c.confidentiality === 'public' ? 'Public' : 'Private'],
    ['Provider', c.provider ?? 'In-house'],
    ['Instructional Design Model', INSTRUCTIONAL_MODELS.find((m) => m.id === c.instructional_model)?.name ?? '-'],
    ['Access Period', c.access_period === 'limited' ? `${c.access_start} to ${c.access_end}` : 'Unlimited'],
    ['Learning Order', c.learning_order === 'sequential' ? 'Sequential' : 'Random'],
    ['Achievement', c.achievement === 'badge' ? 'Badge' : c.achievement === 'certificate' ? `Certificate: ${c.certificate_template ?? '-'}` : 'None'],
    ['Experts', c.experts.map((e) => e.full_name).join(', ') || '-'],
    ['Prerequisites', c.prerequisites.map((p) => p.title).join(', ') || '-'],
    ['Wizard', c.steps_done >= 3 ? 'Complete' : `Step ${c.steps_done} of 3 saved`],
  ];
  const types = await declaredContents();
  const sections = c.sections.map((s) => ({
    title: s.title,
    contents: s.contents.map((x) => ({
      title: x.title,
      type: types.label(x.content_type),
      settings: describeConditions(x.settings),
    })),
  }));
  // A malformed page or keyword in the address falls back to the first page.
  const parsed = ListQuerySchema.safeParse({ page: options.page ?? 1, page_size: 10, keyword: options.keyword ?? undefined });
  const query = parsed.success ? parsed.data : ListQuerySchema.parse({ page_size: 10 });
  const scope = { db: options.db, organizationId: options.organizationId, id: c.id };
  const [participants, history, lim] = await allQueries(
    options.db,
    () => (options.tab === 'participants' ? findParticipants({ ...scope, query }) : null),
    () => (options.tab === 'history' ? findCourseUserHistory({ ...scope, query }) : null),
    () => (options.tab === 'contents' ? findLimContents(scope) : []),
  );
  return { overview, sections, participants, history, lim, keyword: query.keyword ?? '' };
}
