// Ratings of bought content (issue 33; decision 0141): only an organisation that was granted the content rates it, one
// rating per organisation and offer (rating again replaces it), 1 to 5; the catalogue shows the average and the count,
// kept on the offer (never summed per request), also when two organisations rate at the same moment.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { insertUser } from '../../../src/features/account/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertProvider } from '../../../src/features/provider/testing';
import { recordTopUp } from '../../../src/features/account/server/wallet-ledger';
import { getOffer, publishOffer } from '../../../src/features/marketplace/server/offers';
import { addToCart } from '../../../src/features/marketplace/server/cart';
import { checkout } from '../../../src/features/marketplace/server/checkout';
import { approveRequest } from '../../../src/features/marketplace/server/decide';
import { rateOffer } from '../../../src/features/marketplace/server/ratings';
import { AppError } from '../../../src/server/http/app-error';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();

async function organisation(db: Db = t.db) {
  const org = await insertOrganization(db);
  const requester = await insertUser(db, { organizationId: org.id, fullName: 'Requesting Admin' });
  const approver = await insertUser(db, { organizationId: org.id, fullName: 'Approving Admin' });
  await recordTopUp({ db, organizationId: org.id, userId: requester.id, amount: 1_000_000, reference: 'TOPUP-1' });
  return { org, req: { db, organizationId: org.id, userId: requester.id }, appr: { db, organizationId: org.id, userId: approver.id } };
}
type Org = Awaited<ReturnType<typeof organisation>>;

async function buy(o: Org, offerId: number) {
  await addToCart({ ...o.req, offerId });
  const request = await checkout(o.req);
  await approveRequest({ ...o.appr, id: request.id });
}

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? `${e.code}: ${e.message}` : String(e)),
  );

describe('ratings', () => {
  it('averages one rating per granted organisation; others may not rate', async () => {
    const seller = await organisation();
    const provider = await insertProvider(t.db, { organizationId: seller.org.id, name: 'Rated Provider' });
    const offer = await publishOffer({ ...seller.req, providerId: provider.id, title: 'Rated Course', module: 'course', durationMinutes: 60, price: 100_000 });
    const [b, c, outsider] = [await organisation(), await organisation(), await organisation()];
    await buy(b, offer.id);
    await buy(c, offer.id);

    expect(await codeOf(rateOffer({ ...outsider.req, id: offer.id, rating: 5 }))).toBe(
      'FORBIDDEN: Only an organisation that was granted this content can rate it.',
    );
    expect(await codeOf(rateOffer({ ...b.req, id: 999_999, rating: 5 }))).toBe('NOT_FOUND: Content not found');

    // Two organisations rate at the same moment: both count.
    await Promise.all([rateOffer({ ...b.req, id: offer.id, rating: 5 }), rateOffer({ ...c.req, id: offer.id, rating: 4 })]);
    expect(await getOffer({ ...outsider.req, id: offer.id })).toMatchObject({ rating: 4.5, rating_count: 2, my_rating: null });
    // Rating again replaces the organisation's own (by anyone of it): still two ratings.
    expect(await rateOffer({ ...b.appr, id: offer.id, rating: 2 })).toEqual({ rating: 3, rating_count: 2 });
    expect(await getOffer({ ...b.req, id: offer.id })).toMatchObject({ rating: 3, rating_count: 2, my_rating: 2, state: 'owned' });
  });
});
