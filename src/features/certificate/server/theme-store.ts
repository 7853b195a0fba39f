import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { certificateThemes, type CertificateTheme } from '@/db/schema/certificate';
import { ownFile } from '@/server/file-refs';
import type { StoredFile } from '@/server/storage/store-file';
import { AppError } from '@/server/http/app-error';
import { themeMessages as M } from '../messages';
import type { Orientation, ThemeValues } from '../schemas';

/** The caller's organisation's theme, or 404: another organisation's id is never data. */
export async function loadTheme(db: DbOrTx, organizationId: number, id: number): Promise<CertificateTheme> {
  const [row] = await db
    .select()
    .from(certificateThemes)
    .where(and(eq(certificateThemes.id, id), eq(certificateThemes.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

export const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

const A4 = Math.SQRT2;
/** An A4 page's proportions in the orientation, within 3% (a scan or an export rounds its pixels). */
function isA4(size: { width: number | null; height: number | null }, orientation: Orientation): boolean {
  if (!size.width || !size.height) return false;
  const ratio = orientation === 'landscape' ? size.width / size.height : size.height / size.width;
  return Math.abs(ratio - A4) / A4 <= 0.03;
}

/** An image the PDF can embed: a PNG or JPEG this organisation uploaded to the covers folder (judged by its bytes). */
export async function ownImage(
  db: DbOrTx,
  organizationId: number,
  id: number,
  field: string,
  messages: { invalid: string; kind: string },
): Promise<StoredFile> {
  const file = await ownFile(db, organizationId, id, ['covers']);
  if (!file) throw invalid(field, messages.invalid);
  if (file.mime_type !== 'image/png' && file.mime_type !== 'image/jpeg') throw invalid(field, messages.kind);
  return file;
}

/** The background is the organisation's PNG or JPEG with an A4 page's proportions in the chosen orientation. */
export async function checkTheme(db: DbOrTx, organizationId: number, input: ThemeValues): Promise<void> {
  if (!input.background) throw invalid('background', M.backgroundRequired);
  const file = await ownImage(db, organizationId, input.background.id, 'background', { invalid: M.backgroundInvalid, kind: M.backgroundKind });
  if (!isA4(file, input.orientation)) throw invalid('background', M.backgroundShape(input.orientation));
}

/** The columns of a theme from the form's values. */
export const themeColumns = (input: ThemeValues) => ({
  title: input.title,
  backgroundFileId: input.background?.id ?? null,
  orientation: input.orientation,
  textColor: input.text_color,
  font: input.font,
  isActive: input.is_active,
});

/** A theme as the audit records it and as an edit is compared (the form's names). */
export const themeSnapshot = (t: Pick<CertificateTheme, 'title' | 'backgroundFileId' | 'orientation' | 'textColor' | 'font' | 'isActive'>) => ({
  title: t.title,
  background_id: t.backgroundFileId,
  orientation: t.orientation,
  text_color: t.textColor,
  font: t.font,
  is_active: t.isActive,
});
