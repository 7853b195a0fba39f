import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { pickerRoutes } from '@/lib/platform-paths';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  AwardInputSchema,
  AwardSchema,
  CityQuerySchema,
  IssuedQuerySchema,
  IssuedRowSchema,
  RevokeInputSchema,
  CitySchema,
  OptionSchema,
  SavedSchema,
  TemplateDetailSchema,
  TemplateInputSchema,
  TemplateListQuerySchema,
  TemplateRowSchema,
  TemplateUpdateSchema,
  ThemeDetailSchema,
  ThemeInputSchema,
  ThemeListQuerySchema,
  ThemeRowSchema,
  ThemeUpdateSchema,
} from './schemas';

const theme = { access: 'key', key: 'content-theme' } as const;
const template = { access: 'key', key: 'content-certificate' } as const;
/** The screens that pick a template or a theme: the areas whose content gives a certificate (spec 002 §7). */
const pickers = {
  access: 'key',
  key: ['content-certificate', 'content-theme', 'content-course', 'classroom', 'content-program', 'content-live_event'],
} as const;
const TH = '/api/certificates/themes';
const TP = pickerRoutes.certificateTemplates.path;

/** The certificate themes' calls (spec 002 §7: /certificates/themes, /certificates/themes/{id}); bound in server/http.ts. */
export const themeApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: TH,
    ...pickers,
    summary: 'Certificate themes (list contract: keyword over the title, orientation, status); the template form picks from it',
    query: ThemeListQuerySchema,
    response: listResultSchema(ThemeRowSchema),
  }),
  options: endpoint({
    method: 'GET',
    path: '/api/certificates/theme-options',
    ...pickers,
    summary: "The organisation's themes as filter options ([{ label, value }])",
    response: z.array(OptionSchema),
  }),
  create: endpoint({ method: 'POST', path: TH, ...theme, summary: 'Create a certificate theme', body: ThemeInputSchema, response: CreatedSchema }),
  get: endpoint({ method: 'GET', path: `${TH}/:id`, ...pickers, summary: 'A certificate theme with the templates using it', response: ThemeDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${TH}/:id`,
    ...theme,
    summary: 'Edit a certificate theme (nothing changed answers changed: false; a stale updated_at is 409)',
    body: ThemeUpdateSchema,
    response: SavedSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: `${TH}/:id`, ...theme, summary: 'Delete a certificate theme no template uses (else 409)', response: z.null() }),
  samplePdf: endpoint({
    method: 'GET',
    path: `${TH}/:id/sample-pdf`,
    ...theme,
    summary: 'A sample certificate on the theme as a PDF (A4, sample texts)',
    raw: true,
  }),
  cities: endpoint({
    method: 'GET',
    path: '/api/certificates/cities',
    ...pickers,
    summary: 'The cities a certificate is issued in (spec 002 §7, page_size 100): a fixed list of Indonesian cities',
    query: CityQuerySchema,
    response: listResultSchema(CitySchema),
  }),
});

/** The certificate templates' calls (spec 000 §9 and 002 §7: GET /certificates/template with a type). */
export const templateApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: TP,
    ...pickers,
    summary: 'Certificate templates (list contract; type 1 live event, 2 course, 3 program, 24 classroom; theme_id); pickers ask a large page_size',
    query: TemplateListQuerySchema,
    response: listResultSchema(TemplateRowSchema),
  }),
  create: endpoint({ method: 'POST', path: TP, ...template, summary: 'Create a certificate template', body: TemplateInputSchema, response: CreatedSchema }),
  get: endpoint({ method: 'GET', path: `${TP}/:id`, ...pickers, summary: 'A certificate template', response: TemplateDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${TP}/:id`,
    ...template,
    summary: 'Edit a certificate template (nothing changed answers changed: false; a stale updated_at is 409)',
    body: TemplateUpdateSchema,
    response: SavedSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: `${TP}/:id`, ...template, summary: 'Delete a certificate template', response: z.null() }),
  samplePdf: endpoint({
    method: 'GET',
    path: `${TP}/:id/sample-pdf`,
    ...template,
    summary: 'A sample certificate of the template as a PDF (A4, the theme background, sample values)',
    raw: true,
  }),
});

/**
 * The screens that list issued certificates: the template area, a course's, classroom's, program's or live event's
 * detail, a person's detail (decisions 0139, 0151).
 */
const issuedReaders = {
  access: 'key',
  key: ['content-certificate', 'content-course', 'classroom', 'content-program', 'content-live_event', 'account-user'],
} as const;
const IS = '/api/certificates/issued';

/** Issued certificates (decision 0139): the lists, the PDF, revoking, and reissuing a template's certificates. */
export const issuedApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: IS,
    ...issuedReaders,
    summary: "A learner's (user_id) or a content's (source_type, source_id) issued certificates, newest first (at most 1,000)",
    query: IssuedQuerySchema,
    response: z.array(IssuedRowSchema),
  }),
  pdf: endpoint({
    method: 'GET',
    path: `${IS}/:id/pdf`,
    ...issuedReaders,
    summary: 'The certificate as a PDF (rendered and kept in storage on the first download), with the QR code of its verification page',
    raw: true,
  }),
  revoke: endpoint({
    method: 'POST',
    path: `${IS}/:id/revoke`,
    ...template,
    summary: 'Revoke an issued certificate with a reason (audited); its verification page then says it is revoked',
    body: RevokeInputSchema,
    response: IssuedRowSchema,
  }),
  reissue: endpoint({
    method: 'POST',
    path: `${TP}/:id/reissue`,
    ...template,
    summary: "Render again every certificate issued from the template with its current design, in a background job (202 with the job's id)",
    response: z.object({ job_id: z.number() }),
  }),
});

const AW = '/api/certificates/awards';
const classroomKey = { access: 'key', key: 'classroom' } as const;
const programKey = { access: 'key', key: 'content-program' } as const;

/**
 * What completing a classroom or a program batch awards (decision 0151): kept by the certificate area, read and set with
 * the content's own key (a course and a live event keep theirs on their own form).
 */
export const awardApi = endpoints({
  classroom: endpoint({
    method: 'GET',
    path: `${AW}/classroom/:id`,
    ...classroomKey,
    summary: "The certificate template (type 24) a classroom's completion awards, or null",
    response: AwardSchema,
  }),
  setClassroom: endpoint({
    method: 'PUT',
    path: `${AW}/classroom/:id`,
    ...classroomKey,
    summary: "Set or clear (null) the certificate template (type 24) a classroom's completion awards (audited)",
    body: AwardInputSchema,
    response: AwardSchema,
  }),
  program: endpoint({
    method: 'GET',
    path: `${AW}/program/:id`,
    ...programKey,
    summary: "The certificate template (type 3) a program batch's completion awards, or null",
    response: AwardSchema,
  }),
  setProgram: endpoint({
    method: 'PUT',
    path: `${AW}/program/:id`,
    ...programKey,
    summary: "Set or clear (null) the certificate template (type 3) a program batch's completion awards (audited)",
    body: AwardInputSchema,
    response: AwardSchema,
  }),
});
