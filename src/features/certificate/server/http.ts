import { bind, reply } from '@/server/http/dispatch';
import { awardApi, issuedApi, templateApi, themeApi } from '../api';
import { awardMessages as AM, issuedMessages as IM, templateMessages as TM, themeMessages as HM } from '../messages';
import { publicOrigin } from '@/server/org';
import type { ApiContext } from '@/server/http/api-context';
import { getAward, setAward } from './awards';
import { downloadIssued, findIssued, issuedRow, revokeIssued } from './issued-certificates';
import { enqueueReissue } from './reissue-job';
import { pdfResponse } from './certificate-pdf';
import { findCities, findTemplates, getTemplate } from './find-templates';
import { findThemes, getTheme, themeOptions } from './find-themes';
import { templateSamplePdf, themeSamplePdf } from './sample-pdf';
import { createTemplate, deleteTemplate, updateTemplate } from './save-template';
import { createTheme, deleteTheme, updateTheme } from './save-theme';

/** The certificate theme endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const themeEndpoints = bind(themeApi, {
  list: ({ caller, query }) => findThemes({ db: caller.db, organizationId: caller.organizationId, query }),
  options: ({ caller }) => themeOptions({ db: caller.db, organizationId: caller.organizationId }),
  create: async ({ caller, body }) => reply(await createTheme({ ...caller, input: body }), HM.created, 201),
  get: ({ caller, params }) => getTheme({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateTheme({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? HM.edited : HM.nothingChanged);
  },
  remove: async ({ caller, params }) => {
    await deleteTheme({ ...caller, id: params.id });
    return reply(null, HM.deleted);
  },
  samplePdf: async ({ caller, params }) => {
    const pdf = await themeSamplePdf({ db: caller.db, organizationId: caller.organizationId, id: params.id });
    return pdfResponse(pdf.bytes, pdf.name);
  },
  cities: ({ query }) => findCities(query),
});

/** The certificate template endpoints (api.ts) bound to their use cases. */
export const templateEndpoints = bind(templateApi, {
  list: ({ caller, query }) => findTemplates({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createTemplate({ ...caller, input: body }), TM.created, 201),
  get: ({ caller, params }) => getTemplate({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateTemplate({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? TM.edited : TM.nothingChanged);
  },
  remove: async ({ caller, params }) => {
    await deleteTemplate({ ...caller, id: params.id });
    return reply(null, TM.deleted);
  },
  samplePdf: async ({ caller, params }) => {
    const pdf = await templateSamplePdf({ db: caller.db, organizationId: caller.organizationId, id: params.id });
    return pdfResponse(pdf.bytes, pdf.name);
  },
});

/** The organisation's public address, which an issued certificate's QR code points at (src/server/org.ts). */
const originOf = async (ctx: ApiContext) =>
  (await publicOrigin(ctx.locals.db, ctx.locals.org, { host: ctx.headers.get('host'), origin: ctx.url.origin })) ?? ctx.url.origin;

/** Issued certificates (decision 0139). */
export const issuedEndpoints = bind(issuedApi, {
  list: ({ caller, query }) => findIssued({ db: caller.db, organizationId: caller.organizationId, query }),
  pdf: async ({ caller, params, ctx }) => {
    const pdf = await downloadIssued({ db: caller.db, organization: ctx.locals.org, id: params.id, origin: await originOf(ctx) });
    return pdfResponse(pdf.bytes, pdf.name);
  },
  revoke: async ({ caller, params, body }) => reply(issuedRow(await revokeIssued({ ...caller, id: params.id, reason: body.reason })), IM.revoked),
  reissue: async ({ caller, params, ctx }) => reply(await enqueueReissue({ ...caller, id: params.id, origin: await originOf(ctx) }), IM.reissueQueued, 202),
});

/** A classroom's and a program's certificate award (decision 0151). */
export const awardEndpoints = bind(awardApi, {
  classroom: ({ caller, params }) => getAward({ db: caller.db, organizationId: caller.organizationId, kind: 'classroom', id: params.id }),
  setClassroom: async ({ caller, params, body }) => reply(await setAward({ ...caller, kind: 'classroom', id: params.id, input: body }), AM.saved),
  program: ({ caller, params }) => getAward({ db: caller.db, organizationId: caller.organizationId, kind: 'program', id: params.id }),
  setProgram: async ({ caller, params, body }) => reply(await setAward({ ...caller, kind: 'program', id: params.id, input: body }), AM.saved),
});
