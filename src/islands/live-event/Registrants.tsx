import { useCallback, useEffect, useState } from 'react';
import { MultiSelect } from '@/ui/MultiSelect';
import { TextField } from '@/ui/TextField';
import { Pager } from '@/ui/Pager';
import { formatWib } from '@/lib/wib';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { NOBODY_MATCHES, personOption, usePeopleSearch, type PersonOption } from '@/islands/kit/usePeopleSearch';
import { liveEventClient } from '@/features/live-event/client';
import { REGISTRANT_LABELS, REGISTRANT_PAGE_SIZE, type RegistrantRow } from '@/features/live-event/schemas';
import './live-event.css';

type Filter = '' | 'registered' | 'waiting' | 'attended';
interface Page {
  results: RegistrantRow[];
  pagination: { current_page: number; total_pages: number; total_data: number };
}

const FILTERS: { value: Filter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'registered', label: 'Registered' },
  { value: 'waiting', label: 'Waiting List' },
  { value: 'attended', label: 'Attended' },
];

/**
 * The detail's Registrants tab: register people (seats first, past the capacity on the waiting list), take them
 * out (the waiting list moves up), and see who attended (checked in with a presence placed on the event).
 */
export default function Registrants({ eventId, people, ended }: { eventId: number; people: PersonOption[]; ended: boolean }) {
  const { found, searchField } = usePeopleSearch(people);
  const [chosen, setChosen] = useState<number[]>([]);
  const [filter, setFilter] = useState<Filter>('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    () =>
      liveEventClient.registrants(eventId, { page, page_size: REGISTRANT_PAGE_SIZE, ...(filter && { status: filter }) }).then(
        (d) => setData(d as Page),
        (err) => showError(err, 'Failed get registrants'),
      ),
    [eventId, page, filter],
  );
  useEffect(() => {
    void load(); // load() shows its own failure
  }, [load]);

  const run = async (call: () => Promise<{ message?: string }>) => {
    setBusy(true);
    try {
      const res = await call();
      if (res.message) toast.success(res.message);
      setChosen([]);
      setSelected([]);
      await load();
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  };
  const rows = data?.results ?? [];

  return (
    <section className="card" aria-labelledby="registrants-title">
      <h2 id="registrants-title">Registrants</h2>
      {ended ? (
        <p>The live event is over: nobody can register any more.</p>
      ) : (
        <div className="live-event-toolbar">
          <TextField label="Find people" name="registrant_search" {...searchField('People to register')} />
          <MultiSelect<number>
            label="People to register"
            name="registrant_ids"
            options={found.map(personOption)}
            value={chosen}
            onChange={setChosen}
            placeholder="Choose people"
            noOptionsText={NOBODY_MATCHES}
          />
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || !chosen.length}
            onClick={() => void run(() => liveEventClient.register(eventId, chosen))}
          >
            Register
          </button>
        </div>
      )}
      <div className="live-event-toolbar">
        <label className="field">
          <span>Show</span>
          <select
            className="input"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as Filter);
              setPage(1);
            }}
          >
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy || !selected.length}
          onClick={() => void run(() => liveEventClient.unregister(eventId, selected))}
        >
          Remove Selected
        </button>
      </div>
      <table className="table">
        <caption className="visually-hidden">Registrants of the live event</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Select</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Status</th>
            <th scope="col">Registered</th>
            <th scope="col">Attended</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={6}>{data ? 'No registrants yet.' : 'Loading…'}</td>
            </tr>
          )}
          {rows.map((r) => (
            <tr key={r.user_id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${r.full_name}`}
                  checked={selected.includes(r.user_id)}
                  onChange={(e) => setSelected((s) => (e.target.checked ? [...s, r.user_id] : s.filter((x) => x !== r.user_id)))}
                />
              </td>
              <td>{r.full_name}</td>
              <td>{r.email ?? '-'}</td>
              <td>{REGISTRANT_LABELS[r.status]}</td>
              <td>{formatWib(r.registered_at)}</td>
              <td>{r.attended_at ? formatWib(r.attended_at) : '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && <Pager pagination={data.pagination} pageSize={REGISTRANT_PAGE_SIZE} onPageChange={setPage} label="Registrants pages" />}
    </section>
  );
}
