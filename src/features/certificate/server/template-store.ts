import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { certificateTemplates, certificateThemes, type CertificateTemplate } from '@/db/schema/certificate';
import { AppError } from '@/server/http/app-error';
import { templateMessages as M } from '../messages';
import type { TemplateValues } from '../schemas';
import { invalid, ownImage } from './theme-store';

/** The caller's organisation's template, or 404: another organisation's id is never data. */
export async function loadTemplate(db: DbOrTx, organizationId: number, id: number): Promise<CertificateTemplate> {
  const [row] = await db
    .select()
    .from(certificateTemplates)
    .where(and(eq(certificateTemplates.id, id), eq(certificateTemplates.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** The theme is the organisation's; the signature, when given, is its PNG or JPEG. */
export async function checkTemplate(db: DbOrTx, organizationId: number, input: TemplateValues): Promise<void> {
  const [theme] = await db
    .select({ id: certificateThemes.id })
    .from(certificateThemes)
    .where(and(eq(certificateThemes.id, input.theme_id), eq(certificateThemes.organizationId, organizationId)));
  if (!theme) throw invalid('theme_id', M.themeInvalid);
  if (input.signature) await ownImage(db, organizationId, input.signature.id, 'signature', { invalid: M.signatureInvalid, kind: M.signatureKind });
}

/** The columns of a template from the form's values. */
export const templateColumns = (input: TemplateValues) => ({
  title: input.title,
  type: input.type,
  themeId: input.theme_id,
  city: input.city,
  heading: input.heading,
  body: input.body,
  signatoryName: input.signatory_name,
  signatoryPosition: input.signatory_position,
  signatureFileId: input.signature?.id ?? null,
  numberPrefix: input.number_prefix,
  validityMonths: input.validity_months,
});

type Columns = ReturnType<typeof templateColumns>;

/** A template as the audit records it and as an edit is compared (the form's names). */
export const templateSnapshot = (t: Columns) => ({
  title: t.title,
  type: t.type,
  theme_id: t.themeId,
  city: t.city,
  heading: t.heading,
  body: t.body,
  signatory_name: t.signatoryName,
  signatory_position: t.signatoryPosition,
  signature_id: t.signatureFileId,
  number_prefix: t.numberPrefix,
  validity_months: t.validityMonths,
});
