import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { providers } from '@/db/schema/provider';
import { marketplaceOffers, type OfferModule } from '@/db/schema/marketplace';
import type { Db } from '@/db/client';
import { addToCart } from './server/cart';
import { checkout } from './server/checkout';
import { publishOffer } from './server/offers';

type Seeded = [provider: string, title: string, module: OfferModule, minutes: number, price: number, description: string];

/**
 * The demo organisation's own offers, published through the use case for its demo providers (fictional, like them):
 * what a provider's price list looks like in the catalogue (decision 0133). Not the first provider, which the
 * provider area's tests delete.
 */
const OFFERS: Seeded[] = [
  [
    'Bina Digital Academy',
    'Data Literacy for Managers',
    'course',
    240,
    1_500_000,
    'Reading dashboards, asking good questions of data and spotting misleading charts.',
  ],
  ['Bina Digital Academy', 'Excel for Finance Teams', 'video', 180, 750_000, 'Pivot tables, lookups and scenario models, in twelve short videos.'],
  ['Bina Digital Academy', 'Cyber Hygiene Essentials', 'course', 90, 450_000, 'Passwords, phishing and safe file sharing for every employee.'],
  ['SafeWork Indonesia', 'Workplace Safety Induction', 'document', 60, 250_000, 'The induction handbook with checklists for new joiners.'],
  ['SafeWork Indonesia', 'Fire Warden Briefing', 'live_event', 120, 2_000_000, 'A live session with a certified fire-safety trainer, up to 40 participants.'],
  [
    'LinguaPro Language Centre',
    'Business English Podcast',
    'podcast',
    45,
    150_000,
    'Twelve short episodes of meeting and e-mail English for customer-facing teams.',
  ],
];

export async function seedMarketplace(tx: Tx, ctx: SeedContext): Promise<void> {
  const names = [...new Set(OFFERS.map(([p]) => p))];
  const found = await tx
    .select({ id: providers.id, name: providers.name })
    .from(providers)
    .where(and(eq(providers.organizationId, ctx.org.id), inArray(providers.name, names)))
    .orderBy(asc(providers.id));
  const byName = new Map(found.map((p) => [p.name, p.id]));
  for (const [provider, title, module, durationMinutes, price, description] of OFFERS) {
    const providerId = byName.get(provider);
    if (providerId === undefined) continue;
    // The demo's providers are fictional, and so is where their content opens (a reserved .example address).
    const contentUrl = `https://content.example/marketplace/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    await publishOffer({
      db: tx,
      organizationId: ctx.org.id,
      userId: ctx.people.admin.id,
      providerId,
      title,
      module,
      durationMinutes,
      price,
      description,
      contentUrl,
    });
  }
  // One request waiting for approval, as the editor checks out a podcast: the approvals screen's everyday case.
  const buyer = { db: tx as unknown as Db, organizationId: ctx.org.id, userId: ctx.people.editor.id };
  const [podcast] = await tx
    .select({ id: marketplaceOffers.id })
    .from(marketplaceOffers)
    .where(and(eq(marketplaceOffers.organizationId, ctx.org.id), eq(marketplaceOffers.title, 'Business English Podcast')));
  if (!podcast) return;
  await addToCart({ ...buyer, offerId: podcast.id });
  await checkout(buyer);
}
