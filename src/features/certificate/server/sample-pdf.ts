import type { DbOrTx } from '@/db/client';
import { sampleTexts, THEME_SAMPLE } from '../sample';
import { certificatePdf } from './certificate-pdf';
import { loadTemplate } from './template-store';
import { loadTheme } from './theme-store';

type Scope = { db: DbOrTx; organizationId: number; id: number };

/** A sample certificate of a template (sample learner, today, the template's city and prefix) on its theme. */
export async function templateSamplePdf({ db, organizationId, id }: Scope) {
  const t = await loadTemplate(db, organizationId, id);
  const theme = await loadTheme(db, organizationId, t.themeId);
  const texts = sampleTexts({
    type: t.type,
    city: t.city,
    number_prefix: t.numberPrefix,
    heading: t.heading,
    body: t.body,
    signatory_name: t.signatoryName,
    signatory_position: t.signatoryPosition,
    validity_months: t.validityMonths,
  });
  const design = {
    orientation: theme.orientation,
    textColor: theme.textColor,
    font: theme.font,
    backgroundFileId: theme.backgroundFileId,
    signatureFileId: t.signatureFileId,
  };
  return { bytes: await certificatePdf(db, design, texts, t.title), name: `${t.title} (sample)` };
}

/** A sample certificate on a theme, with the theme page's sample texts. */
export async function themeSamplePdf({ db, organizationId, id }: Scope) {
  const theme = await loadTheme(db, organizationId, id);
  const design = {
    orientation: theme.orientation,
    textColor: theme.textColor,
    font: theme.font,
    backgroundFileId: theme.backgroundFileId,
    signatureFileId: null,
  };
  return { bytes: await certificatePdf(db, design, sampleTexts(THEME_SAMPLE), theme.title), name: `${theme.title} (sample)` };
}
