// The marketplace's use cases (docs/decisions/0133): the catalogue, the cart's groups, '{n} Item' and the total in Rp,
// checkout holding the total on the wallet, approvals by someone other than the requester that debit the hold and
// grant the content (the course picker lists it), rejections that release it, and organisations kept apart.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { insertUser } from '../../../src/features/account/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertProvider } from '../../../src/features/provider/testing';
import { getBalance } from '../../../src/features/account/server/find-movements';
import { recordTopUp } from '../../../src/features/account/server/wallet-ledger';
import { findOffers, getOffer, publishOffer } from '../../../src/features/marketplace/server/offers';
import { addToCart, getCart, removeCartItem } from '../../../src/features/marketplace/server/cart';
import { checkout } from '../../../src/features/marketplace/server/checkout';
import { approveRequest, rejectRequest } from '../../../src/features/marketplace/server/decide';
import { findApprovals, getApproval } from '../../../src/features/marketplace/server/approvals';
import { ApprovalListQuerySchema, CatalogueQuerySchema } from '../../../src/features/marketplace/schemas';
import { declaredContents } from '../../../src/features/contents';
import { pickItems } from '../../../src/server/content-items';
import { AppError } from '../../../src/server/http/app-error';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();

/** An organisation with a wallet of `balance`, two administrators and a provider. */
async function buyer(balance: number, db: Db = t.db) {
  const org = await insertOrganization(db);
  const requester = await insertUser(db, { organizationId: org.id, fullName: 'Requesting Admin' });
  const approver = await insertUser(db, { organizationId: org.id, fullName: 'Approving Admin' });
  if (balance > 0) await recordTopUp({ db, organizationId: org.id, userId: requester.id, amount: balance, reference: 'TOPUP-1' });
  const provider = await insertProvider(db, { organizationId: org.id, name: `Provider of ${org.id}` });
  const as = (u: { id: number }) => ({ db, organizationId: org.id, userId: u.id });
  return { org, requester, approver, provider, req: as(requester), appr: as(approver), as };
}

type Org = Awaited<ReturnType<typeof buyer>>;
const offer = (o: Org, title: string, module: 'course' | 'video' | 'document', price: number) =>
  publishOffer({ ...o.req, providerId: o.provider.id, title, module, durationMinutes: 60, price });

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? `${e.code}: ${e.message}` : String(e)),
  );

/** Each wallet account summed from the ledger (what enters minus what leaves). */
async function ledgerSums(organizationId: number): Promise<Record<string, number>> {
  const { rows } = (await t.db.execute(
    sql`select account, sum(n)::text as total from (
          select debit_account as account, amount as n from wallet_movements where organization_id = ${organizationId}
          union all select credit_account, -amount from wallet_movements where organization_id = ${organizationId}) x group by account`,
  )) as unknown as { rows: { account: string; total: string }[] };
  return Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
}

describe('catalogue and cart', () => {
  it('lists offers with provider, module, duration and Rp price; searches and filters them', async () => {
    const o = await buyer(0);
    await offer(o, 'Negotiation Skills', 'course', 1_250_000);
    await offer(o, 'Spreadsheet Basics', 'video', 300_000);
    const all = await findOffers({ ...o.req, query: CatalogueQuerySchema.parse({ keyword: 'Negotiation' }) });
    expect(all.results).toHaveLength(1);
    expect(all.results[0]).toMatchObject({
      title: 'Negotiation Skills',
      provider: o.provider.name,
      module_label: 'Course',
      price_label: 'Rp 1.250.000',
      duration_label: '60 Minutes',
      rating: null,
      state: 'available',
    });
    const videos = await findOffers({ ...o.req, query: CatalogueQuerySchema.parse({ module: 'video', provider: o.provider.name }) });
    expect(videos.results.map((r) => r.title)).toEqual(['Spreadsheet Basics']);
  });

  it("groups the cart by module with '{n} Item' and the total in Rp with dot separators; removes an item", async () => {
    const o = await buyer(0);
    const a = await offer(o, 'Course A', 'course', 1_500_000);
    const b = await offer(o, 'Video B', 'video', 750_000);
    const c = await offer(o, 'Course C', 'course', 12_345_678);
    for (const x of [a, b, c]) await addToCart({ ...o.req, offerId: x.id });
    expect(await codeOf(addToCart({ ...o.req, offerId: a.id }))).toBe('CONFLICT: This content is already in your cart.');
    const cart = await getCart(o.req);
    expect(cart).toMatchObject({ count: 3, summary: '3 Item', total: 14_595_678, total_label: 'Rp 14.595.678' });
    expect(cart.groups.map((g) => [g.module_label, g.items.map((i) => i.title), g.price_label])).toEqual([
      ['Course', ['Course A', 'Course C'], 'Rp 13.845.678'],
      ['Video', ['Video B'], 'Rp 750.000'],
    ]);
    // The approver's cart is their own.
    expect((await getCart(o.appr)).summary).toBe('0 Item');
    expect(await codeOf(removeCartItem({ ...o.appr, cartId: cart.groups[0].items[0].cart_id }))).toBe('NOT_FOUND: Cart item not found');
    await removeCartItem({ ...o.req, cartId: cart.groups[0].items[0].cart_id });
    expect(await getCart(o.req)).toMatchObject({ summary: '2 Item', total_label: 'Rp 13.095.678' });
  });
});

describe('checkout and approval', () => {
  it('checkout holds the total; the requester cannot approve; another approver debits the hold and gets the content in the course picker', async () => {
    const o = await buyer(5_000_000);
    const a = await offer(o, 'Leadership Course', 'course', 1_500_000);
    const b = await offer(o, 'Leadership Video', 'video', 500_000);
    await addToCart({ ...o.req, offerId: a.id });
    await addToCart({ ...o.req, offerId: b.id });
    const request = await checkout(o.req);
    expect(request).toMatchObject({ total: 2_000_000, total_label: 'Rp 2.000.000' });
    expect((await getCart(o.req)).count).toBe(0);
    expect(await getBalance(o.req)).toMatchObject({ available: 3_000_000, held: 2_000_000 });
    expect((await getOffer({ ...o.req, id: a.id })).state).toBe('requested');
    expect(await codeOf(addToCart({ ...o.req, offerId: a.id }))).toBe('CONFLICT: This content is already waiting for an approval.');

    const detail = await getApproval({ ...o.appr, id: request.id });
    expect(detail).toMatchObject({ status: 'pending', summary: '2 Item', total_label: 'Rp 2.000.000', can_decide: true });
    expect(detail.groups.map((g) => [g.module_label, g.price_label])).toEqual([
      ['Course', 'Rp 1.500.000'],
      ['Video', 'Rp 500.000'],
    ]);
    expect((await getApproval({ ...o.req, id: request.id })).can_decide).toBe(false);

    expect(await codeOf(approveRequest({ ...o.req, id: request.id }))).toBe('FORBIDDEN: You cannot approve or reject your own request.');
    expect(await codeOf(rejectRequest({ ...o.req, id: request.id, reason: 'no' }))).toBe('FORBIDDEN: You cannot approve or reject your own request.');
    expect(await getBalance(o.req)).toMatchObject({ available: 3_000_000, held: 2_000_000 });

    await approveRequest({ ...o.appr, id: request.id });
    expect(await getBalance(o.req)).toMatchObject({ available: 3_000_000, held: 0 });
    expect(await ledgerSums(o.org.id)).toMatchObject({ funding: -5_000_000, available: 3_000_000, held: 0, spent: 2_000_000 });
    expect(await codeOf(approveRequest({ ...o.appr, id: request.id }))).toBe('CONFLICT: This request has already been approved or rejected.');
    const after = await getApproval({ ...o.req, id: request.id });
    expect(after).toMatchObject({ status: 'approved', decided_by: { full_name: 'Approving Admin' } });
    // The requester's notice: the request's history names each step and who took it.
    expect(after.history.map((h) => [h.event, h.by.full_name])).toEqual([
      ['requested', 'Requesting Admin'],
      ['approved', 'Approving Admin'],
    ]);
    expect((await getOffer({ ...o.req, id: a.id })).state).toBe('owned');

    // Granted: the course's content picker lists the bought content as 'Marketplace Content'.
    const course = (await declaredContents()).placeable('course').find((c) => c.label === 'Marketplace Content');
    expect(course?.items).toBeDefined();
    const picked = await pickItems(t.db, course!.items!, o.org.id, { page: 1, pageSize: 10, order: 'title' });
    expect(picked.rows.map((r) => [r.title, r.subtitle])).toEqual([
      ['Leadership Course', `Course · ${o.provider.name}`],
      ['Leadership Video', `Video · ${o.provider.name}`],
    ]);
  });

  it('rejection needs another user, releases the hold with the reason and grants nothing', async () => {
    const o = await buyer(1_000_000);
    const a = await offer(o, 'Costly Course', 'course', 800_000);
    await addToCart({ ...o.req, offerId: a.id });
    const request = await checkout(o.req);
    await rejectRequest({ ...o.appr, id: request.id, reason: 'Not in this year’s budget' });
    expect(await getBalance(o.req)).toMatchObject({ available: 1_000_000, held: 0 });
    const detail = await getApproval({ ...o.req, id: request.id });
    expect(detail).toMatchObject({ status: 'rejected', reason: 'Not in this year’s budget' });
    expect(detail.history.at(-1)).toMatchObject({ event: 'rejected', note: 'Not in this year’s budget' });
    const { rows } = (await t.db.execute(sql`select kind, note from wallet_movements where organization_id = ${o.org.id} order by id`)) as unknown as {
      rows: { kind: string; note: string }[];
    };
    expect(rows.map((r) => r.kind)).toEqual(['top_up', 'hold', 'release']);
    expect(rows[2].note).toBe('Not in this year’s budget');
    expect((await getOffer({ ...o.req, id: a.id })).state).toBe('available');
  });

  it('refuses a checkout the wallet cannot cover, with the balance in the message, and keeps the cart', async () => {
    const o = await buyer(1_000);
    const a = await offer(o, 'Too Dear', 'document', 1_001);
    expect(await codeOf(checkout(o.req))).toBe('VALIDATION: Your cart is empty.');
    await addToCart({ ...o.req, offerId: a.id });
    expect(await codeOf(checkout(o.req))).toBe("CONFLICT: The wallet's available balance (Rp 1.000) is less than Rp 1.001.");
    expect((await getCart(o.req)).summary).toBe('1 Item');
    expect((await findApprovals({ ...o.appr, query: ApprovalListQuerySchema.parse({}) })).results).toHaveLength(0);
  });

  it('two checkouts at once that together exceed the balance: exactly one succeeds; two approvals of it at once: one wins; the ledger sums to the balance', async () => {
    const o = await buyer(100_000);
    const third = await insertUser(t.db, { organizationId: o.org.id, fullName: 'Third Admin' });
    const a = await offer(o, 'Course One', 'course', 60_000);
    const b = await offer(o, 'Course Two', 'course', 60_000);
    await addToCart({ ...o.req, offerId: a.id });
    await addToCart({ ...o.appr, offerId: b.id });
    const outs = await Promise.allSettled([checkout(o.req), checkout(o.appr)]);
    expect(outs.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = outs.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect(failed.reason).toBeInstanceOf(AppError);
    expect((failed.reason as AppError).code).toBe('CONFLICT');
    const made = outs.find((r) => r.status === 'fulfilled')!.value;
    const requester = outs[0].status === 'fulfilled' ? o.requester : o.approver;
    const others = [o.requester, o.approver, third].filter((u) => u.id !== requester.id);
    const decisions = await Promise.allSettled([
      approveRequest({ ...o.as(others[0]), id: made.id }),
      approveRequest({ ...o.as(others[1]), id: made.id }),
      rejectRequest({ ...o.as(others[0]), id: made.id, reason: 'race' }),
    ]);
    expect(decisions.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const balance = await getBalance(o.req);
    const sums = await ledgerSums(o.org.id);
    expect(balance.held).toBe(0);
    expect(sums.available ?? 0).toBe(balance.available);
    expect((sums.held ?? 0) + (sums.spent ?? 0) + (sums.available ?? 0)).toBe(100_000);
    expect(balance.available === 40_000 || balance.available === 100_000).toBe(true);
  });

  it("another organisation's cart item, request and approval are 404", async () => {
    const o = await buyer(500_000);
    const other = await buyer(500_000);
    const a = await offer(o, 'Ours', 'course', 100_000);
    const { cart_id } = await addToCart({ ...o.req, offerId: a.id });
    expect(await codeOf(removeCartItem({ ...other.req, cartId: cart_id }))).toBe('NOT_FOUND: Cart item not found');
    const request = await checkout(o.req);
    expect(await codeOf(getApproval({ ...other.appr, id: request.id }))).toBe('NOT_FOUND: Approval not found');
    expect(await codeOf(approveRequest({ ...other.appr, id: request.id }))).toBe('NOT_FOUND: Approval not found');
    expect(await codeOf(rejectRequest({ ...other.appr, id: request.id, reason: 'x' }))).toBe('NOT_FOUND: Approval not found');
    expect((await findApprovals({ ...other.appr, query: ApprovalListQuerySchema.parse({}) })).results).toHaveLength(0);
    expect((await getCart(other.req)).count).toBe(0);
    // Offers are a shared catalogue: the other organisation may buy ours, and its cart is its own.
    await addToCart({ ...other.req, offerId: a.id });
    expect((await getCart(other.req)).summary).toBe('1 Item');
    expect(await getBalance(o.req)).toMatchObject({ available: 400_000, held: 100_000 });
  });
});
