import { useState } from 'react';
import { createClient } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { notificationApi } from '@/features/notification/api';
import { deliveryStates, type DeliveryPage } from '@/features/notification/schemas';
import './notification.css';

const api = createClient(notificationApi);
const stateLabels = { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed' } as const;
type State = (typeof deliveryStates)[number];

/**
 * Setting › Notification, the deliveries tab (decision 0131): every e-mail of the outbox, newest first, with its
 * state, tries and the reason of a failure; a failed one can be queued again. Filter by state; 50 a page.
 */
export default function DeliveryList({ initial }: { initial: DeliveryPage }) {
  const [page, setPage] = useState(initial);
  const [state, setState] = useState<State | ''>('');
  const [busy, setBusy] = useState(false);
  const last = Math.max(1, Math.ceil(page.total / page.per_page));

  async function load(next: { state: State | ''; page: number }) {
    setBusy(true);
    try {
      setPage(await api.deliveries({ query: { state: next.state || undefined, page: next.page } }));
      setState(next.state);
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  }

  async function retry(id: number) {
    try {
      const res = await api.retry({ params: { id } });
      toast.success(res.message ?? 'Queued again.');
      await load({ state, page: page.page });
    } catch (err) {
      showError(err);
    }
  }

  return (
    <section className="card notification-deliveries" aria-labelledby="deliveries-title">
      <div className="policy-head">
        <h2 id="deliveries-title">E-mail deliveries</h2>
        <span className="hint-text">{deliveryStates.map((s) => `${stateLabels[s]} ${page.counts[s] ?? 0}`).join(' · ')}</span>
      </div>
      <div className="notification-filter">
        <label htmlFor="delivery-state">State</label>
        <select
          id="delivery-state"
          className="input"
          value={state}
          disabled={busy}
          onChange={(e) => void load({ state: e.target.value as State | '', page: 1 })}
        >
          <option value="">All states</option>
          {deliveryStates.map((s) => (
            <option key={s} value={s}>
              {stateLabels[s]}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-sm btn-outline" disabled={busy} onClick={() => void load({ state, page: page.page })}>
          Refresh
        </button>
      </div>
      {page.results.length === 0 ? (
        <p className="policy-empty">No e-mail has been queued yet.</p>
      ) : (
        <table className="table">
          <caption className="visually-hidden">E-mail deliveries</caption>
          <thead>
            <tr>
              <th scope="col">Queued (WIB)</th>
              <th scope="col">Event</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">State</th>
              <th scope="col">Tries</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {page.results.map((d) => (
              <tr key={d.id}>
                <td>{formatDate(d.created_at, 'DD/MM/YYYY HH:mm')}</td>
                <td>{d.event_label}</td>
                <td>{d.to}</td>
                <td>{d.subject}</td>
                <td>
                  <span className={`badge delivery-${d.state}`}>{stateLabels[d.state]}</span>
                </td>
                <td>{d.attempts}</td>
                <td>
                  {d.state === 'sent' && d.sent_at && `Sent ${formatDate(d.sent_at, 'DD/MM/YYYY HH:mm')}`}
                  {d.state === 'queued' && d.error && `Last try failed: ${d.error}. Next try ${formatDate(d.next_attempt_at, 'DD/MM/YYYY HH:mm')}`}
                  {d.state === 'failed' && (
                    <>
                      {d.error}{' '}
                      <button type="button" className="btn btn-sm btn-outline" onClick={() => void retry(d.id)}>
                        Send again <span className="visually-hidden">to {d.to}</span>
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {last > 1 && (
        <nav className="notification-pager" aria-label="Deliveries pages">
          <button type="button" className="btn btn-sm btn-outline" disabled={busy || page.page <= 1} onClick={() => void load({ state, page: page.page - 1 })}>
            Newer
          </button>
          <span>
            Page {page.page} of {last}
          </span>
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled={busy || page.page >= last}
            onClick={() => void load({ state, page: page.page + 1 })}
          >
            Older
          </button>
        </nav>
      )}
    </section>
  );
}
