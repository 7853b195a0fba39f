import { bind, reply } from '@/server/http/dispatch';
import { marketplaceApi } from '../api';
import { marketplaceMessages as M } from '../messages';
import { findApprovals, getApproval } from './approvals';
import { addToCart, getCart, removeCartItem } from './cart';
import { checkout } from './checkout';
import { approveRequest, rejectRequest } from './decide';
import { findOffers, getOffer } from './offers';

/** The marketplace endpoints (api.ts) bound to their use cases (decision 0133). */
export const marketplaceEndpoints = bind(marketplaceApi, {
  offers: ({ caller, query }) => findOffers({ ...caller, query }),
  offer: ({ caller, params }) => getOffer({ ...caller, id: params.id }),
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
