import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { categories } from '@/db/schema/category';
import type { SeedContext } from '@/db/seed/context';
import { DEMO_MEDIA, readDemoMedia } from '@/server/media/demo-media';
import { storeFile } from '@/server/storage/store-file';
import { firstPageThumbnail, inTempDir, pdfPageCount } from './server/file-tools';
import { insertDocument } from './testing';

const MB = 1024 * 1024;
/** A demo media file's path; the PDF LibreOffice made once of the demo slides is read like the other demo media. */
const mediaPath = (name: string) => path.join(process.env.DEMO_MEDIA_DIR ?? path.join(process.cwd(), 'src/db/seed/media'), name);

type Seeded = [kind: 'pdf' | 'ppt', title: string, description: string, category: string, status: 'draft' | 'publish', age: number];

const DOCUMENTS: Seeded[] = [
  ['pdf', 'Employee Handbook 2026', '<p>Policies, benefits and the way we work, for every employee.</p>', 'Compliance & Safety', 'publish', 40],
  [
    'pdf',
    'Workplace Safety Induction Guide',
    '<p>Read before your first day on site: <strong>fire exits</strong>, first aid and reporting.</p>',
    'Workplace Safety',
    'publish',
    30,
  ],
  ['pdf', 'Data Privacy Policy (draft)', '<p>How we collect, keep and share personal data.</p>', 'Cyber Security Awareness', 'draft', 5],
  [
    'pdf',
    'Code of Conduct Summary',
    '<p>The code of conduct on two pages: gifts, conflicts of interest and speaking up.</p>',
    'Anti-Corruption & Ethics',
    'publish',
    25,
  ],
  [
    'ppt',
    'Customer Service Onboarding Slides',
    '<p>The slides of the first onboarding session for service staff.</p>',
    'Customer Service Excellence',
    'publish',
    20,
  ],
  ['ppt', 'Quarterly Sales Kickoff Deck', '<p>Targets and plays for the coming quarter.</p>', 'Negotiation', 'draft', 3],
];

/**
 * The document library's demo content (the first a PDF, which the access walk opens on both screens): real files stored like uploads, with what the background job would have found
 * (page count, first-page thumbnail; for the slides the PDF LibreOffice made of them once), so the demo needs
 * neither LibreOffice nor a job run. Without poppler's pdftoppm the demo has no thumbnails.
 */
export async function seedDocuments(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const [pdfPath, slidesPdfPath] = [mediaPath(DEMO_MEDIA.pdf), mediaPath('demo-slides-preview.pdf')];
  const [pdf, pptx, slidesPdf] = await Promise.all([readDemoMedia(DEMO_MEDIA.pdf), readDemoMedia(DEMO_MEDIA.pptx), readFile(slidesPdfPath)]);
  const names = [...new Set(DOCUMENTS.map((d) => d[3]))];
  const cats = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.organizationId, org.id), inArray(categories.name, names)));
  const categoryId = (name: string) => cats.find((c) => c.name === name)?.id ?? null;
  const store = (folder: string, name: string, bytes: Buffer, kinds: Array<'pdf' | 'pptx' | 'png'>) =>
    storeFile({ db: tx, organization: org, userId: people.admin.id, folder, name, bytes, policy: { kinds, maxBytes: 100 * MB } });
  const thumbnailOf = async (pdfFile: string, name: string) => {
    try {
      return (await store('thumbnails', name, await inTempDir((dir) => firstPageThumbnail(pdfFile, dir)), ['png'])).id;
    } catch {
      return null;
    }
  };
  const pdfThumb = await thumbnailOf(pdfPath, 'page-1.png');
  const slidesThumb = await thumbnailOf(slidesPdfPath, 'slide-1.png');
  const slidesPreview = await store('document-previews', 'demo-slides.pdf', slidesPdf, ['pdf']);
  const [pdfPages, slidePages] = await Promise.all([pdfPageCount(pdfPath), pdfPageCount(slidesPdfPath)]);
  const day = (n: number) => new Date(Date.now() - n * 86_400_000);

  for (const [kind, title, description, category, status, age] of DOCUMENTS) {
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const file = kind === 'pdf' ? await store('pdf', `${slug}.pdf`, pdf, ['pdf']) : await store('ppt', `${slug}.pptx`, pptx, ['pptx']);
    await insertDocument(tx, {
      organizationId: org.id,
      kind,
      title,
      description,
      categoryId: categoryId(category),
      fileId: file.id,
      status,
      pageCount: kind === 'pdf' ? pdfPages : slidePages,
      thumbnailFileId: kind === 'pdf' ? pdfThumb : slidesThumb,
      previewFileId: kind === 'pdf' ? file.id : slidesPreview.id,
      processing: 'done',
      preview: 'ready',
      createdBy: people.admin.id,
      updatedBy: people.admin.id,
      createdAt: day(age),
      updatedAt: day(Math.max(age - 2, 1)),
    });
  }
}
