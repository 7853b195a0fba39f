import { useEffect, useMemo, useState } from 'react';
import { Modal } from '@/ui/Modal';
import { Pager } from '@/ui/Pager';
import { RadioGroup } from '@/ui/RadioGroup';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { createClient, type ApiClient } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import type { ListResult } from '@/lib/list';
import type { EndpointOutput, RoutesOf } from '@/lib/endpoint';
import type { programApi } from '@/features/program/api';
import type { MemberRow } from '@/features/program/schemas';

/** The calls this island makes, passed by the page (decision 0110: the island ships no schemas). */
type Calls = Pick<typeof programApi, 'inviteOptions' | 'invite' | 'removeMembers'>;
type BatchPeopleRoutes = RoutesOf<Calls>;
type Options = EndpointOutput<typeof programApi.inviteOptions>;
type By = 'user' | 'division' | 'company';
const BY_KEY: Record<By, 'user_ids' | 'division_ids' | 'company_ids'> = { user: 'user_ids', division: 'division_ids', company: 'company_ids' };

interface Props {
  programId: number;
  batchId: number;
  /** 'invited': the seated people; 'waiting': the waiting list in order. */
  list: 'invited' | 'waiting';
  people: ListResult<MemberRow>;
  routes: BatchPeopleRoutes;
}

/** The summary of an invitation: who joined, who waits, and who could not join and why (decision 0147's counts). */
function invitedText(r: { invited: number; waiting: number; promoted: number; in_other_batch: number; other_organization: number }) {
  const parts = [`${r.invited} invited`, `${r.waiting} added to the waiting list`];
  if (r.in_other_batch) parts.push(`${r.in_other_batch} already in another batch of this program`);
  if (r.other_organization) parts.push(`${r.other_organization} not of this batch's organisation`);
  return parts.join(', ');
}

/** Invite Users: by user (the batch's organisation's people not yet in the program), division or company. */
function InviteDialog({ programId, batchId, client }: { programId: number; batchId: number; client: ApiClient<Calls> }) {
  const [open, setOpen] = useState(false);
  const [by, setBy] = useState<By>('user');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Options | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client
        .inviteOptions({
          params: { id: programId, batchId },
          query: { by, page, page_size: 10, keyword: keyword.length >= 3 ? keyword : '' },
          signal: controller.signal,
        })
        .then(setData)
        .catch(() => setData(null));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, by, page, keyword, programId, batchId, client]);

  const invite = async () => {
    setBusy(true);
    try {
      const res = await client.invite({
        params: { id: programId, batchId },
        body: { user_ids: [], division_ids: [], company_ids: [], [BY_KEY[by]]: [...chosen] },
      });
      toast.flashSuccess(invitedText(res.data));
      window.location.reload();
    } catch (err) {
      setBusy(false);
      showError(err);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-sm" onClick={() => setOpen(true)}>
        Invite Users
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Invite Users"
        size="medium"
        footer={
          <button type="button" className="btn" disabled={busy || chosen.size === 0} onClick={() => void invite()}>
            {`Invite (${chosen.size})`}
          </button>
        }
      >
        <p>Only people of this batch&apos;s organisation who are in no other batch of the program join it; past the capacity they wait for a seat.</p>
        <RadioGroup
          label="Invite by"
          options={[
            { value: 'user', label: 'User' },
            { value: 'division', label: 'Division' },
            { value: 'company', label: 'Company' },
          ]}
          value={by}
          onChange={(v) => {
            setBy(v);
            setPage(1);
            setChosen(new Set());
          }}
        />
        <label className="field">
          <span>Search</span>
          <input className="input" type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="Type at least 3 characters" />
        </label>
        <ul className="batch-people-options" aria-label="Who to invite">
          {data?.results.map((o) => (
            <li key={o.id}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.has(o.id)}
                  onChange={(e) =>
                    setChosen((s) => {
                      const next = new Set(s);
                      if (e.target.checked) next.add(o.id);
                      else next.delete(o.id);
                      return next;
                    })
                  }
                />{' '}
                {o.label} <small>{o.detail}</small>
              </label>
            </li>
          ))}
          {data && data.results.length === 0 && <li>No data</li>}
        </ul>
        {data && data.pagination.total_pages > 1 && <Pager pagination={data.pagination} pageSize={10} onPageChange={setPage} label="Invite pages" />}
      </Modal>
    </>
  );
}

/**
 * Edit Batch's Invited Users and Waiting List tabs (docs/decisions/0150): the page's people rendered on the server,
 * Invite Users, and Remove per person (a freed seat goes to the first person waiting, decision 0147).
 */
export default function BatchPeople({ programId, batchId, list, people, routes }: Props) {
  const client = useMemo(() => createClient<Calls>(routes), [routes]);
  const [removing, setRemoving] = useState<MemberRow | null>(null);
  const [busy, setBusy] = useState(false);
  const waiting = list === 'waiting';

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const res = await client.removeMembers({ params: { id: programId, batchId }, body: { user_ids: [removing.user_id] } });
      const promoted = res.data.promoted ? `; ${res.data.promoted} promoted from the waiting list` : '';
      toast.flashSuccess(`${removing.full_name} removed${promoted}`);
      window.location.reload();
    } catch (err) {
      setBusy(false);
      setRemoving(null);
      showError(err);
    }
  };

  return (
    <>
      <p className="batch-people-actions">
        <InviteDialog programId={programId} batchId={batchId} client={client} />
      </p>
      {waiting && <p>People wait in this order; the first is seated when a seat frees or the capacity is raised.</p>}
      <table className="table">
        <caption className="visually-hidden">{waiting ? 'Waiting list in order' : 'Invited users'}</caption>
        <thead>
          <tr>
            {waiting && <th scope="col">Position</th>}
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Added</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {people.results.map((p) => (
            <tr key={p.user_id}>
              {waiting && <td>{p.position}</td>}
              <td>{p.full_name}</td>
              <td>{p.email}</td>
              <td>{formatDate(p.added_at, 'DD/MM/YYYY HH:mm')}</td>
              <td>
                <button type="button" className="btn btn-sm btn-outline" onClick={() => setRemoving(p)}>
                  Remove<span className="visually-hidden"> {p.full_name}</span>
                </button>
              </td>
            </tr>
          ))}
          {people.results.length === 0 && (
            <tr>
              <td colSpan={waiting ? 5 : 4}>{waiting ? 'Nobody is waiting' : 'Nobody is invited yet'}</td>
            </tr>
          )}
        </tbody>
      </table>
      <ConfirmDialog
        open={removing !== null}
        title="Remove Participant?"
        text={
          removing &&
          (waiting ? `${removing.full_name} leaves the waiting list.` : `${removing.full_name} leaves the batch; the first person waiting takes the seat.`)
        }
        confirmLabel="Remove"
        variant="danger"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
