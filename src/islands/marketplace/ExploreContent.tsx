import { useState } from 'react';
import { createClient } from '@/lib/api-client';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Modal } from '@/ui/Modal';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { marketplaceApi } from '@/features/marketplace/api';
import { marketplaceMessages as M } from '@/features/marketplace/messages';
import type { Cart, Offer } from '@/features/marketplace/schemas';
import './marketplace.css';

const client = createClient(marketplaceApi);

const STATE_TEXT: Record<Offer['state'], string> = {
  available: 'Add to Cart',
  in_cart: 'In Cart',
  requested: 'Waiting for Approval',
  owned: 'Owned',
};

const rating = (o: Offer) => (o.rating === null ? M.notRated : `${o.rating.toFixed(1)} / 5 (${o.rating_count} rating${o.rating_count === 1 ? '' : 's'})`);

/** An owned offer's rating by the viewer's organisation (decision 0141): 1 to 5, one per organisation, changeable. */
function RateOffer({ offer, busy, onRate }: { offer: Offer; busy: boolean; onRate: (rating: number) => void }) {
  const [value, setValue] = useState<number | null>(offer.my_rating);
  return (
    <fieldset className="market-rate">
      <legend>Your organisation’s rating</legend>
      <div className="market-stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" name={`rating-${offer.id}`} value={n} checked={value === n} onChange={() => setValue(n)} />
            {n}
          </label>
        ))}
      </div>
      <button type="button" className="btn btn-sm" disabled={busy || value === null || value === offer.my_rating} onClick={() => value && onRate(value)}>
        {offer.my_rating === null ? 'Rate' : 'Change Rating'}
      </button>
    </fieldset>
  );
}

/**
 * The catalogue's cards (search and filters are the page's GET form, in the URL), an offer's details, and the user's
 * cart grouped by module with '{n} Item' and the total (spec 002 §9). After every change the page is read again:
 * the cart, the states and the wallet are the server's.
 */
export default function ExploreContent({ offers, cart }: { offers: Offer[]; cart: Cart }) {
  const [detail, setDetail] = useState<Offer | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<{ message?: string }>, fallback: string) => {
    setBusy(true);
    try {
      const res = await work();
      toast.flashSuccess(res.message || fallback);
      window.location.reload();
    } catch (err) {
      showError(err, 'The request could not be completed.');
      setBusy(false);
      setConfirming(false);
    }
  };
  const add = (o: Offer) => run(() => client.addToCart({ body: { offer_id: o.id } }), M.addedToCart);
  const remove = (cartId: number) => run(() => client.removeFromCart({ params: { cart_id: cartId } }), M.removedFromCart);
  const checkout = () => run(() => client.checkout({}), M.checkedOut);
  const rate = (o: Offer, value: number) => run(() => client.rate({ params: { id: o.id }, body: { rating: value } }), M.rated);

  return (
    <div className="market-layout">
      <section className="market-catalogue" aria-label="Catalogue">
        {offers.length === 0 ? (
          <p className="card market-empty">No content matches the search.</p>
        ) : (
          <ul className="market-grid">
            {offers.map((o) => (
              <li key={o.id} className="card market-offer">
                <h2 className="market-offer-title">{o.title}</h2>
                <dl className="market-facts">
                  <dt>Provider</dt>
                  <dd>{o.provider}</dd>
                  <dt>Type</dt>
                  <dd>{o.module_label}</dd>
                  <dt>Duration</dt>
                  <dd>{o.duration_label}</dd>
                  <dt>Rating</dt>
                  <dd>{rating(o)}</dd>
                </dl>
                <p className="market-price">{o.price_label}</p>
                <div className="market-actions">
                  <button type="button" className="btn btn-outline btn-sm" onClick={() => setDetail(o)} aria-label={`Details of ${o.title}`}>
                    Details
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm"
                    disabled={busy || o.state !== 'available'}
                    onClick={() => void add(o)}
                    aria-label={`${STATE_TEXT[o.state]}: ${o.title}`}
                  >
                    {STATE_TEXT[o.state]}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <aside className="card market-cart" aria-labelledby="market-cart-title">
        <h2 id="market-cart-title">Cart</h2>
        <p className="market-summary" data-testid="cart-summary">
          <span>{cart.summary}</span> <strong>{cart.total_label}</strong>
        </p>
        {cart.groups.map((g) => (
          <section key={g.module} className="market-group" aria-label={g.module_label}>
            <h3>
              {g.module_label} <span className="market-subtotal">{g.price_label}</span>
            </h3>
            <ul>
              {g.items.map((i) => (
                <li key={i.cart_id}>
                  <span className="market-item-title">{i.title}</span>
                  <span className="market-item-price">{i.price_label}</span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={busy}
                    onClick={() => void remove(i.cart_id)}
                    aria-label={`Remove ${i.title}`}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <button type="button" className="btn market-checkout" disabled={busy || cart.count === 0} onClick={() => setConfirming(true)}>
          Checkout
        </button>
      </aside>
      <Modal
        open={detail !== null}
        onClose={() => setDetail(null)}
        title={detail?.title ?? ''}
        size="small"
        footer={
          detail && (
            <>
              <button type="button" className="btn btn-outline" onClick={() => setDetail(null)}>
                Close
              </button>
              <button type="button" className="btn" disabled={busy || detail.state !== 'available'} onClick={() => void add(detail)}>
                {STATE_TEXT[detail.state]}
              </button>
            </>
          )
        }
      >
        {detail && (
          <dl className="market-facts">
            <dt>Provider</dt>
            <dd>{detail.provider}</dd>
            <dt>Offered by</dt>
            <dd>{detail.seller}</dd>
            <dt>Type</dt>
            <dd>{detail.module_label}</dd>
            <dt>Duration</dt>
            <dd>{detail.duration_label}</dd>
            <dt>Price</dt>
            <dd>{detail.price_label}</dd>
            <dt>Rating</dt>
            <dd>{rating(detail)}</dd>
            <dt>Description</dt>
            <dd className="market-description">{detail.description || '-'}</dd>
            {detail.state === 'owned' && detail.content_url && (
              <>
                <dt>Content</dt>
                <dd>
                  <a href={detail.content_url} target="_blank" rel="noopener noreferrer">
                    Open the content
                  </a>
                </dd>
              </>
            )}
          </dl>
        )}
        {detail?.state === 'owned' && <RateOffer offer={detail} busy={busy} onRate={(v) => void rate(detail, v)} />}
      </Modal>
      <ConfirmDialog
        open={confirming}
        title="Checkout"
        text={`Send ${cart.summary} (${cart.total_label}) for approval? The amount is held on the organisation's wallet until an approver decides.`}
        confirmLabel="Checkout"
        busy={busy}
        onConfirm={() => void checkout()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
