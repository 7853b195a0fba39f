import { z } from 'zod';
import { idRef, requiredText } from '@/lib/field-schemas';
import { ListQuerySchema, pageSizeSchema } from '@/lib/list';
import { marketplaceMessages as M } from './messages';

/** Spec 002 §3: a cart item's module; the cart and an approval group by it (decision 0133). */
export const MODULES = ['course', 'video', 'podcast', 'document', 'live_event'] as const;
export type Module = (typeof MODULES)[number];

const CATALOGUE_PAGE_SIZE = 12;
const APPROVALS_PAGE_SIZE = 10;
export const REASON_MAX = 500;

/** /explore-content's query: keyword over the title and the provider, module, provider, price range; all in the URL. */
export const CatalogueQuerySchema = ListQuerySchema.extend({
  page_size: pageSizeSchema(CATALOGUE_PAGE_SIZE, 100),
  module: z.enum(MODULES).optional().catch(undefined),
  provider: z.string().trim().max(200).optional(),
  sort: z.enum(['newest', 'price_asc', 'price_desc', 'title']).optional().catch(undefined),
});
export type CatalogueQuery = z.infer<typeof CatalogueQuerySchema>;

const money = { price: z.number().int(), price_label: z.string() };

/** One offer of the catalogue. `rating` is the buyers' average (null: nobody has rated it). */
export const OfferSchema = z.object({
  id: z.number(),
  title: z.string(),
  module: z.enum(MODULES),
  module_label: z.string(),
  provider: z.string(),
  seller: z.string(),
  description: z.string(),
  duration_minutes: z.number().int(),
  duration_label: z.string(),
  ...money,
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  /** Whether the viewer's organisation may add it: 'available', 'in_cart', 'requested' (waiting) or 'owned'. */
  state: z.enum(['available', 'in_cart', 'requested', 'owned']),
});
export type Offer = z.infer<typeof OfferSchema>;

export const AddToCartSchema = z.object({ offer_id: idRef });

/** Spec 002 §3: a cart item is cart_id, module, price (with what the screen shows of it). */
export const CartItemSchema = z.object({
  cart_id: z.number(),
  offer_id: z.number(),
  module: z.enum(MODULES),
  title: z.string(),
  provider: z.string(),
  duration_label: z.string(),
  ...money,
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** Items of one module, in the cart or in a request. */
const groupOf = <T extends z.ZodType>(item: T) => z.object({ module: z.enum(MODULES), module_label: z.string(), items: z.array(item), ...money });

export const CartSchema = z.object({
  groups: z.array(groupOf(CartItemSchema)),
  count: z.number().int(),
  /** Spec 002 §9: '{n} Item'. */
  summary: z.string(),
  total: z.number().int(),
  total_label: z.string(),
});
export type Cart = z.infer<typeof CartSchema>;

export const CheckoutResultSchema = z.object({ id: z.number(), total: z.number().int(), total_label: z.string() });

const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const ApprovalListQuerySchema = ListQuerySchema.extend({
  page_size: pageSizeSchema(APPROVALS_PAGE_SIZE, 100),
  status: z.enum(APPROVAL_STATUSES).optional().catch(undefined),
});
export type ApprovalListQuery = z.infer<typeof ApprovalListQuerySchema>;

const person = z.object({ id: z.number(), full_name: z.string() });

export const ApprovalRowSchema = z.object({
  id: z.number(),
  status: z.enum(APPROVAL_STATUSES),
  status_label: z.string(),
  requested_by: person,
  item_count: z.number().int(),
  summary: z.string(),
  total: z.number().int(),
  total_label: z.string(),
  created_at: z.string(),
});
export type ApprovalRow = z.infer<typeof ApprovalRowSchema>;

const ApprovalItemSchema = z.object({ id: z.number(), offer_id: z.number(), title: z.string(), provider: z.string(), duration_label: z.string(), ...money });

export const ApprovalDetailSchema = ApprovalRowSchema.extend({
  /** Spec 002 §3: the items grouped by module with their price. */
  groups: z.array(groupOf(ApprovalItemSchema)),
  decided_by: person.nullable(),
  decided_at: z.string().nullable(),
  reason: z.string(),
  /** Each step with who and why; the requester's notices (decision 0133). */
  history: z.array(z.object({ event: z.enum(['requested', 'approved', 'rejected']), by: person, note: z.string(), at: z.string() })),
  /** Whether the viewer may decide it: pending and not their own request. */
  can_decide: z.boolean(),
});
export type ApprovalDetail = z.infer<typeof ApprovalDetailSchema>;

export const RejectSchema = z.object({ reason: requiredText(M, 'Reason', REASON_MAX) });
