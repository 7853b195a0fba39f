import sharp from 'sharp';
import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { storeFile } from '@/server/storage/store-file';
import { UPLOAD_FOLDERS } from './policies';
import { createBadge } from './server/create-badge';

/** The demo's badges: a name, the medal's two colours and the mark drawn on it. */
const BADGES = [
  ['Service Star', '#0f766e', '#fbbf24', 'star'],
  ['Complaint Resolver', '#1d4ed8', '#93c5fd', 'check'],
  ['Team Coach', '#7c3aed', '#c4b5fd', 'people'],
  ['Safety First', '#b91c1c', '#fecaca', 'shield'],
  ['Fast Learner', '#c2410c', '#fed7aa', 'bolt'],
  ['Feedback Champion', '#047857', '#a7f3d0', 'bubble'],
  ['Bootcamp Graduate', '#1e3a8a', '#fde68a', 'cap'],
  ['Customer Empathy', '#be185d', '#fbcfe8', 'heart'],
  ['Quiz Master', '#374151', '#e5e7eb', 'question'],
] as const;

type Mark = (typeof BADGES)[number][3];

/** Each mark drawn in a 64 × 64 box centred on the medal. */
const MARKS: Record<Mark, string> = {
  star: '<path d="M32 6 L39 24 L58 24 L43 36 L49 55 L32 43 L15 55 L21 36 L6 24 L25 24 Z"/>',
  check: '<path d="M10 34 L26 50 L56 16" fill="none" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>',
  people: '<circle cx="22" cy="20" r="9"/><circle cx="44" cy="20" r="9"/><path d="M6 54 C6 36 38 36 38 54 Z"/><path d="M28 54 C28 36 60 36 60 54 Z"/>',
  shield: '<path d="M32 4 L56 14 C56 36 46 52 32 60 C18 52 8 36 8 14 Z"/>',
  bolt: '<path d="M36 2 L12 36 L30 36 L24 62 L52 24 L34 24 Z"/>',
  bubble: '<path d="M8 12 H56 V44 H28 L14 58 V44 H8 Z"/>',
  cap: '<path d="M32 10 L62 24 L32 38 L2 24 Z"/><path d="M16 32 V46 C24 54 40 54 48 46 V32 L32 40 Z"/>',
  heart: '<path d="M32 56 C8 40 4 26 12 16 C20 6 30 10 32 20 C34 10 44 6 52 16 C60 26 56 40 32 56 Z"/>',
  question: '<path d="M20 22 C20 8 44 8 44 22 C44 32 32 32 32 42" fill="none" stroke-width="9" stroke-linecap="round"/><circle cx="32" cy="55" r="5"/>',
};

/**
 * A badge as a learner app shows it: a medal with two ribbons and its mark, drawn as SVG and rasterised by sharp to a
 * real 160 × 160 PNG (inside the badges folder's 480 × 480).
 */
function badgePng(main: string, light: string, mark: Mark): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <path d="M52 96 L34 152 L56 140 L68 158 L80 108 Z" fill="${main}"/>
  <path d="M108 96 L126 152 L104 140 L92 158 L80 108 Z" fill="${main}"/>
  <circle cx="80" cy="70" r="62" fill="${light}"/>
  <circle cx="80" cy="70" r="52" fill="${main}"/>
  <circle cx="80" cy="70" r="46" fill="none" stroke="${light}" stroke-width="3" stroke-dasharray="4 5"/>
  <g transform="translate(48 38)" fill="${light}" stroke="${light}">${MARKS[mark]}</g>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * The storage area's demo content: nine badges, more than the selector's page of seven (spec 002 §9), each an image
 * stored through the badges folder's checks and saved as a badge by the same use case as POST /badges.
 */
export async function seedBadges(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  for (const [name, main, light, mark] of BADGES) {
    const file = await storeFile({
      db: tx,
      organization: org,
      userId: people.admin.id,
      folder: 'badges',
      name: `${name.toLowerCase().replaceAll(' ', '-')}.png`,
      bytes: await badgePng(main, light, mark),
      policy: UPLOAD_FOLDERS.badges,
    });
    await createBadge({ db: tx, organizationId: org.id, userId: people.admin.id, fileUrl: file.full_path, name });
  }
}
