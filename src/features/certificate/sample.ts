import { fillPlaceholders, type Placeholder } from './schemas';

/** A sample content title per template type: what the preview and the sample PDF say the learner completed. */
const SAMPLE_CONTENT: Record<number, string> = {
  1: 'Digital Leadership Live Session',
  2: 'Cyber Security Awareness',
  3: 'Leadership Essentials Bootcamp',
  24: 'Effective Presentation Skills (Classroom)',
};

/** The placeholder values of a sample certificate (the preview and the sample PDF); the date is today in WIB. */
function sampleValues(t: { type: number; city: string; number_prefix: string }, now = new Date()): Record<Placeholder, string> {
  const wib = new Date(now.getTime() + 7 * 3_600_000);
  const date = wib.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    learner_name: 'Siti Rahmawati',
    content_title: SAMPLE_CONTENT[t.type] ?? SAMPLE_CONTENT[2],
    completion_date: date,
    city: t.city || 'Jakarta',
    certificate_number: `${t.number_prefix}${wib.getUTCFullYear()}-000123`,
  };
}

export interface CertificateTexts {
  heading: string;
  body: string;
  learnerName: string;
  place: string;
  signatoryName: string;
  signatoryPosition: string;
  number: string;
  validUntil: string | null;
}

/** What a certificate says, with the sample values filled in (the preview and the PDF lay out the same texts). */
export function sampleTexts(
  t: {
    type: number;
    city: string;
    number_prefix: string;
    heading: string;
    body: string;
    signatory_name: string;
    signatory_position: string;
    validity_months: number | null;
  },
  now = new Date(),
): CertificateTexts {
  const v = sampleValues(t, now);
  let validUntil: string | null = null;
  if (t.validity_months) {
    const until = new Date(now.getTime() + 7 * 3_600_000);
    until.setUTCMonth(until.getUTCMonth() + t.validity_months);
    validUntil = until.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  }
  return {
    heading: fillPlaceholders(t.heading, v),
    body: fillPlaceholders(t.body, v),
    learnerName: v.learner_name,
    place: `${v.city}, ${v.completion_date}`,
    signatoryName: t.signatory_name,
    signatoryPosition: t.signatory_position,
    number: `No. ${v.certificate_number}`,
    validUntil: validUntil ? `Valid until ${validUntil}` : null,
  };
}

/** The texts of a theme's sample certificate (its detail page shows the theme with these). */
export const THEME_SAMPLE = {
  type: 2,
  city: 'Jakarta',
  number_prefix: 'DEMO/',
  heading: 'Certificate of Completion',
  body: 'has successfully completed {content_title} on {completion_date}.',
  signatory_name: 'Dewi Lestari',
  signatory_position: 'Head of Learning & Development',
  validity_months: null,
} as const;
