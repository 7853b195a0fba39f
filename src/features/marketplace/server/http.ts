import { bind, reply } from '@/server/http/dispatch';
import { marketplaceApi, offerApi } from '../api';
import { marketplaceMessages as M } from '../messages';
import { findApprovals, getApproval } from './approvals';
import { addToCart, getCart, removeCartItem } from './cart';
import { checkout } from './checkout';
import { approveRequest, rejectRequest } from './decide';
import { findOffers, getOffer } from './offers';
import { createMyOffer, findMyOffers, getMyOffer, updateMyOffer, withdrawMyOffer } from './my-offers';
import { rateOffer } from './ratings';

/** The marketplace endpoints (api.ts) bound to their use cases (decisions 0133, 0141). */
const buyerEndpoints = bind(marketplaceApi, {
  offers: ({ caller, query }) => findOffers({ ...caller, query }),
  offer: ({ caller, params }) => getOffer({ ...caller, id: params.id }),
  rate: async ({ caller, params, body }) => reply(await rateOffer({ ...caller, id: params.id, rating: body.rating }), M.rated),
  cart: ({ caller }) => getCart(caller),
  addToCart: async ({ caller, body }) => reply(await addToCart({ ...caller, offerId: body.offer_id }), M.addedToCart, 201),
  removeFromCart: async ({ caller, params }) => {
    await removeCartItem({ ...caller, cartId: params.cart_id });
    return reply(null, M.removedFromCart);
  },
  checkout: async ({ caller }) => reply(await checkout(caller), M.checkedOut, 201),
  approvals: ({ caller, query }) => findApprovals({ ...caller, query }),
  approval: ({ caller, params }) => getApproval({ ...caller, id: params.id }),
  approve: async ({ caller, params }) => {
    await approveRequest({ ...caller, id: params.id });
    return reply(null, M.approved);
  },
  reject: async ({ caller, params, body }) => {
    await rejectRequest({ ...caller, id: params.id, reason: body.reason });
    return reply(null, M.rejected);
  },
});

const sellerEndpoints = bind(offerApi, {
  list: ({ caller, query }) => findMyOffers({ ...caller, query }),
  create: async ({ caller, body }) => reply(await createMyOffer({ ...caller, input: body }), M.created, 201),
  get: ({ caller, params }) => getMyOffer({ ...caller, id: params.id }),
  update: async ({ caller, params, body }) => {
    const saved = await updateMyOffer({ ...caller, id: params.id, input: body });
    return reply(saved, saved.changed ? M.edited : M.nothingChanged);
  },
  remove: async ({ caller, params }) => {
    await withdrawMyOffer({ ...caller, id: params.id });
    return reply(null, M.deleted);
  },
});

export const marketplaceEndpoints = [...buyerEndpoints, ...sellerEndpoints];
