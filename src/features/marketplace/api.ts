import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  AddToCartSchema,
  ApprovalDetailSchema,
  ApprovalListQuerySchema,
  ApprovalRowSchema,
  CartSchema,
  CatalogueQuerySchema,
  CheckoutResultSchema,
  MyOfferListQuerySchema,
  MyOfferRowSchema,
  MyOfferSchema,
  OfferInputSchema,
  OfferSavedSchema,
  OfferSchema,
  OfferUpdateSchema,
  RateSchema,
  RejectSchema,
} from './schemas';

const explore = { access: 'key', key: 'marketplace-explore' } as const;
const approvals = { access: 'key', key: 'marketplace-approvals' } as const;
/** Offers are the price lists of the organisation's providers: whoever manages the providers publishes (0141). */
const publish = { access: 'key', key: 'account-provider' } as const;
/** Spec 002 §7 names the cart, checkout and approval calls; the catalogue, the list and the decisions are ours (0133). */
const P = '/api/marketplace-organization';

export const marketplaceApi = endpoints({
  offers: endpoint({
    method: 'GET',
    path: `${P}/offers`,
    ...explore,
    summary: 'The catalogue: active offers of every organisation (keyword over title and provider; module, provider, sort)',
    query: CatalogueQuerySchema,
    response: listResultSchema(OfferSchema),
  }),
  offer: endpoint({ method: 'GET', path: `${P}/offers/:id`, ...explore, summary: 'One offer of the catalogue', response: OfferSchema }),
  rate: endpoint({
    method: 'PUT',
    path: `${P}/offers/:id/rating`,
    ...explore,
    summary: "The organisation's rating (1 to 5) of content it was granted: one per organisation and offer, replaced when rated again",
    body: RateSchema,
    response: z.object({ rating: z.number(), rating_count: z.number().int() }),
  }),
  cart: endpoint({
    method: 'GET',
    path: `${P}/cart`,
    ...explore,
    summary: "The user's cart grouped by module, '{n} Item' and the total (spec 002 §7, §9)",
    response: CartSchema,
  }),
  addToCart: endpoint({
    method: 'POST',
    path: `${P}/cart`,
    ...explore,
    summary: "Adds an offer to the user's cart",
    body: AddToCartSchema,
    response: z.object({ cart_id: z.number() }),
  }),
  removeFromCart: endpoint({
    method: 'DELETE',
    path: `${P}/cart/:cart_id`,
    ...explore,
    summary: 'Removes an item from the cart (spec 002 §7)',
  }),
  checkout: endpoint({
    method: 'POST',
    path: `${P}/checkout`,
    ...explore,
    summary: "The cart becomes an approval request; its total is held on the organisation's wallet (spec 002 §7)",
    response: CheckoutResultSchema,
  }),
  approvals: endpoint({
    method: 'GET',
    path: `${P}/approval`,
    ...approvals,
    summary: "The organisation's approval requests, newest first (status filter)",
    query: ApprovalListQuerySchema,
    response: listResultSchema(ApprovalRowSchema),
  }),
  approval: endpoint({
    method: 'GET',
    path: `${P}/approval/:id`,
    ...approvals,
    summary: 'One approval request with its items grouped by module (spec 002 §7)',
    response: ApprovalDetailSchema,
  }),
  approve: endpoint({
    method: 'POST',
    path: `${P}/approval/:id/approve`,
    ...approvals,
    summary: "Approves a request (not one's own): the wallet's hold is debited and the content granted",
  }),
  reject: endpoint({
    method: 'POST',
    path: `${P}/approval/:id/reject`,
    ...approvals,
    summary: "Rejects a request (not one's own) with a reason: the wallet's hold is released",
    body: RejectSchema,
  }),
});

/** The seller's offers (decision 0141): the /explore-content/offers screens' list and form. */
const MY = `${P}/my-offers`;
export const offerApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: MY,
    ...publish,
    summary: "The organisation's own offers, listed and withdrawn (keyword over the title; module, is_active; order_by/order_type)",
    query: MyOfferListQuerySchema,
    response: listResultSchema(MyOfferRowSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: MY,
    ...publish,
    summary: 'Publish an offer for one of the organisation’s providers',
    body: OfferInputSchema,
    response: CreatedSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: `${MY}/:id`,
    ...publish,
    summary: 'One of the organisation’s offers, as its form starts from',
    response: MyOfferSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: `${MY}/:id`,
    ...publish,
    summary: 'Edit an offer (nothing changed answers changed: false; a stale updated_at is 409; is_active false withdraws it)',
    body: OfferUpdateSchema,
    response: OfferSavedSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${MY}/:id`,
    ...publish,
    summary: 'Withdraw an offer from the catalogue (kept for the requests and grants that name it; it leaves every cart)',
    response: z.null(),
  }),
});
