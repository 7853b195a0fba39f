import { z } from 'zod';
import { ListQuerySchema } from '@/lib/list';
import { WEBINAR_ATTENDANCE_LABELS, WEBINAR_STATUS_LABELS } from './messages';
import { ChartPointSchema, enumOf, id, ordered, PeopleFilters } from './schemas';

/** The webinar report's calls and rows (docs/decisions/0154), beside the other reports' in schemas.ts. */

/** GET /api/reporting/webinar-report: the webinars (keyword over the title, category, webinar status) with their attendance. */
export const WebinarReportQuerySchema = ListQuerySchema.extend({
  ...PeopleFilters,
  category_id: id.optional(),
  status: enumOf(WEBINAR_STATUS_LABELS).optional(),
}).superRefine(ordered);
export type WebinarReportQuery = z.infer<typeof WebinarReportQuerySchema>;

/** GET /api/reporting/webinar-report/:id/learners: one webinar's registrants (keyword over name and e-mail, attendance). */
export const WebinarLearnersQuerySchema = ListQuerySchema.extend({
  ...PeopleFilters,
  status: enumOf(WEBINAR_ATTENDANCE_LABELS).optional(),
}).superRefine(ordered);
export type WebinarLearnersQuery = z.infer<typeof WebinarLearnersQuerySchema>;

/**
 * A webinar's attendance: registered (a seat), waiting, attended (checked in), attendance rate = attended /
 * registered; all null when no live event was made from the webinar (nothing recorded).
 */
const WebinarFiguresSchema = z.object({
  registered: z.number().nullable(),
  waiting: z.number().nullable(),
  attended: z.number().nullable(),
  attendance_rate: z.number().nullable(),
});
export type WebinarFigures = z.infer<typeof WebinarFiguresSchema>;

export const WebinarReportRowSchema = WebinarFiguresSchema.extend({
  id: z.number(),
  title: z.string(),
  category: z.string().nullable(),
  status: z.string(),
  start_at: z.string(),
  live_event: z.string().nullable(),
});
export type WebinarReportRow = z.infer<typeof WebinarReportRowSchema>;

export const WebinarLearnerRowSchema = z.object({
  user_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  division: z.string().nullable(),
  company: z.string().nullable(),
  registered_at: z.string(),
  status: z.string(),
  attended_at: z.string().nullable(),
});
export type WebinarLearnerRow = z.infer<typeof WebinarLearnerRowSchema>;

export const WebinarReportDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string().nullable(),
  status: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  live_event: z.object({ id: z.number(), title: z.string() }).nullable(),
  figures: WebinarFiguresSchema,
  attendance_by_division: z.array(ChartPointSchema),
});
export type WebinarReportDetail = z.infer<typeof WebinarReportDetailSchema>;
