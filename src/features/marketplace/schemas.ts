import { z } from 'zod';
import { httpsLink, idRef, optionalText, requiredText } from '@/lib/field-schemas';
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
  /** The viewer's organisation's own rating (1 to 5), null when it has not rated it (decision 0141). */
  my_rating: z.number().int().nullable(),
  /** Where the content is opened: given only to an organisation that owns it ('' otherwise). */
  content_url: z.string(),
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

// Publishing offers (decision 0141): the seller's form, its list and the buyers' ratings.

export const OFFER_TITLE_MAX = 200;
export const OFFER_DESCRIPTION_MAX = 2000;
export const CONTENT_URL_MAX = 500;
const DURATION_MAX = 100_000;
const PRICE_MAX = 1_000_000_000_000;
const OFFER_PAGE_SIZE = 10;

/** Whole rupiah as people type it (1500000, 1.500.000, 'Rp 1.500.000') or a JSON integer. */
const RupiahSchema = z.union([z.number(), z.string()], { error: M.required('Price') }).transform((v, ctx) => {
  const text = typeof v === 'number' ? String(v) : v.trim().replace(/^Rp\.?\s*/i, '');
  if (text === '') ctx.addIssue({ code: 'custom', message: M.required('Price') });
  else if (!/^(\d{1,3}(\.\d{3})+|\d+)$/.test(text)) ctx.addIssue({ code: 'custom', message: M.priceWhole });
  else {
    const n = Number(text.replace(/\./g, ''));
    if (n < 1) ctx.addIssue({ code: 'custom', message: M.pricePositive });
    else if (n > PRICE_MAX) ctx.addIssue({ code: 'custom', message: M.priceTooLarge });
    else return n;
  }
  return z.NEVER;
});

/** Minutes as a whole number, from the form's text or JSON. */
const MinutesSchema = z.union([z.number(), z.string()], { error: M.required('Duration') }).transform((v, ctx) => {
  const text = String(v).trim();
  if (text === '') ctx.addIssue({ code: 'custom', message: M.required('Duration') });
  else if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > DURATION_MAX) ctx.addIssue({ code: 'custom', message: M.durationRange });
  else return Number(text);
  return z.NEVER;
});

/** The offer form: title, provider (one of the organisation's own), type, duration, price, description, content. */
export const OfferInputSchema = z.strictObject({
  title: requiredText(M, 'Title', OFFER_TITLE_MAX),
  provider_id: z.union([z.number(), z.string()], { error: M.required('Provider') }).transform((v, ctx) => {
    const n = Number(v);
    if (v !== '' && Number.isSafeInteger(n) && n >= 1 && n <= 2_147_483_647) return n;
    ctx.addIssue({ code: 'custom', message: M.required('Provider') });
    return z.NEVER;
  }),
  module: z.enum(MODULES, { error: M.required('Type') }),
  duration_minutes: MinutesSchema,
  price: RupiahSchema,
  description: optionalText(M, 'Description', OFFER_DESCRIPTION_MAX, { trim: true }),
  content_url: z
    .string({ error: M.required('Content address') })
    .pipe(httpsLink(M, 'Content address', CONTENT_URL_MAX, M.contentUrlInvalid))
    .refine((v) => v !== '', M.required('Content address')),
  /** Listed in the catalogue; off: withdrawn (decision 0141). */
  is_active: z.boolean().default(true),
});
export type OfferInput = z.output<typeof OfferInputSchema>;
export type OfferValues = z.input<typeof OfferInputSchema>;

export const OfferUpdateSchema = OfferInputSchema.extend({ updated_at: z.iso.datetime({ offset: true }).optional() });

export const OFFER_SORT_COLUMNS = ['title', 'provider', 'price', 'is_active', 'updated_at'] as const;

/** The seller's list: keyword over the title, type, listed or withdrawn. */
export const MyOfferListQuerySchema = ListQuerySchema.extend({
  page_size: pageSizeSchema(OFFER_PAGE_SIZE, 100),
  module: z.enum(MODULES).optional().catch(undefined),
  is_active: z.enum(['true', 'false']).optional().catch(undefined),
});
export type MyOfferListQuery = z.infer<typeof MyOfferListQuerySchema>;

export const MyOfferRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  provider: z.string(),
  module: z.enum(MODULES),
  module_label: z.string(),
  duration_label: z.string(),
  ...money,
  is_active: z.boolean(),
  rating_label: z.string(),
  updated_at: z.string(),
  /** The list kit's Withdraw (its delete action) shows for a listed offer only. */
  can_delete: z.boolean(),
});
export type MyOfferRow = z.infer<typeof MyOfferRowSchema>;

/** One of the organisation's offers as its edit form starts from. */
export const MyOfferSchema = z.object({
  id: z.number(),
  title: z.string(),
  provider_id: z.number(),
  module: z.enum(MODULES),
  duration_minutes: z.number().int(),
  price: z.number().int(),
  description: z.string(),
  content_url: z.string(),
  is_active: z.boolean(),
  updated_at: z.string(),
});
export type MyOffer = z.infer<typeof MyOfferSchema>;

export const OfferSavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });

/** A rating of content the organisation was granted: a whole number from 1 to 5. */
export const RateSchema = z.strictObject({ rating: z.number({ error: M.ratingRange }).int(M.ratingRange).min(1, M.ratingRange).max(5, M.ratingRange) });
