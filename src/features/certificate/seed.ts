import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { storeFile } from '@/server/storage/store-file';
import { certificateBackgroundPng, signaturePng } from './artwork';
import type { CertificateFont, Orientation } from './schemas';
import { insertTemplate, insertTheme } from './testing';

const IMAGE_POLICY = { kinds: ['png' as const], maxBytes: 2 * 1024 * 1024 };

interface SeededTheme {
  title: string;
  orientation: Orientation;
  font: CertificateFont;
  textColor: string;
  palette: { paper: string; frame: string; accent: string };
  active?: boolean;
}

/** Themes an academy keeps: a classic frame (used by most templates), a modern one, a portrait one and a retired one. */
const THEMES: SeededTheme[] = [
  {
    title: 'Classic Gold Frame',
    orientation: 'landscape',
    font: 'times',
    textColor: '#3b2f1e',
    palette: { paper: '#fffaf0', frame: '#8a6d1f', accent: '#c9a227' },
  },
  {
    title: 'Modern Teal',
    orientation: 'landscape',
    font: 'helvetica',
    textColor: '#0f3d3a',
    palette: { paper: '#f4fbfa', frame: '#0f766e', accent: '#14b8a6' },
  },
  {
    title: 'Portrait Navy',
    orientation: 'portrait',
    font: 'helvetica',
    textColor: '#1e293b',
    palette: { paper: '#f8fafc', frame: '#1e3a8a', accent: '#60a5fa' },
  },
  {
    title: 'Typewriter Grey (retired)',
    orientation: 'landscape',
    font: 'courier',
    textColor: '#27272a',
    palette: { paper: '#fafafa', frame: '#52525b', accent: '#a1a1aa' },
    active: false,
  },
];

const BODY = 'has successfully completed {content_title} on {completion_date} and is awarded this certificate.';
/** One template of each type (and a second course one with a validity), on the first three themes. */
const TEMPLATES = [
  { title: 'Course Completion Certificate', type: 2, theme: 0, city: 'Jakarta', prefix: 'NLA/CRS-', heading: 'Certificate of Completion', validity: null },
  { title: 'Classroom Attendance Certificate', type: 24, theme: 1, city: 'Bandung', prefix: 'NLA/CLS-', heading: 'Certificate of Attendance', validity: null },
  { title: 'Program Graduation Certificate', type: 3, theme: 0, city: 'Surabaya', prefix: 'NLA/PRG-', heading: 'Certificate of Achievement', validity: 24 },
  {
    title: 'Live Event Participation Certificate',
    type: 1,
    theme: 2,
    city: 'Yogyakarta',
    prefix: 'NLA/LIV-',
    heading: 'Certificate of Participation',
    validity: null,
  },
  { title: 'Compliance Training Certificate', type: 2, theme: 1, city: 'Jakarta', prefix: 'NLA/CMP-', heading: 'Certificate of Compliance', validity: 12 },
] as const;

/** The certificate area's demo content; the first theme and template (id 1 on a fresh database) are what the access walk opens. */
export async function seedCertificates(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const by = people.admin.id;
  const store = async (name: string, bytes: Buffer) =>
    storeFile({ db: tx, organization: org, userId: by, folder: 'covers', name, bytes, policy: IMAGE_POLICY });
  const themes = [];
  for (const [i, t] of THEMES.entries()) {
    const background = await store(`certificate-theme-${i + 1}.png`, await certificateBackgroundPng(t.orientation, t.palette));
    const at = new Date(Date.now() - (60 - i) * 86_400_000);
    themes.push(
      await insertTheme(tx, {
        organizationId: org.id,
        title: t.title,
        backgroundFileId: background.id,
        orientation: t.orientation,
        font: t.font,
        textColor: t.textColor,
        isActive: t.active ?? true,
        createdBy: by,
        updatedBy: by,
        createdAt: at,
        updatedAt: at,
      }),
    );
  }
  const signature = await store('signature-dewi-lestari.png', await signaturePng());
  for (const [i, t] of TEMPLATES.entries()) {
    await insertTemplate(tx, {
      organizationId: org.id,
      title: t.title,
      type: t.type,
      themeId: themes[t.theme].id,
      city: t.city,
      heading: t.heading,
      body: BODY,
      signatoryName: 'Dewi Lestari',
      signatoryPosition: 'Head of Learning & Development',
      signatureFileId: signature.id,
      numberPrefix: t.prefix,
      validityMonths: t.validity,
      createdBy: by,
      updatedBy: by,
      createdAt: new Date(Date.now() - (30 - i) * 86_400_000),
      updatedAt: new Date(Date.now() - (10 - i) * 86_400_000),
    });
  }
}
