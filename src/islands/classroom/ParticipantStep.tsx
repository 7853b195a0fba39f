import { useCallback, useEffect, useMemo, useState } from 'react';
import { Pager } from '@/ui/Pager';
import { createClient } from '@/lib/api-client';
import type { RoutesOf } from '@/lib/endpoint';
import type { companyApi, divisionApi } from '@/features/directory/api';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { classroomClient } from '@/features/classroom/client';
import { classroomMessages as M } from '@/features/classroom/messages';
import {
  NEXT_STATUSES,
  PARTICIPANT_LABELS,
  PARTICIPANT_PAGE_SIZE,
  PARTICIPANT_STATUSES,
  type Batch,
  type ParticipantRow,
  type ParticipantStatusValue,
} from '@/features/classroom/schemas';
import { PeoplePicker } from './PeoplePicker';
import { classroomWizard } from '@/features/classroom/wizard';

interface Page {
  results: ParticipantRow[];
  pagination: { current_page: number; total_pages: number; total_data: number };
}
interface Unit {
  id: number;
  name: string;
}

/**
 * The division and company pickers (GET /divisions, GET /companies: spec 002 §3 Division and Company), another area's
 * lists: the page passes their routes (decision 0110), typed by the directory's declarations.
 */
type UnitRoutes = RoutesOf<{ divisions: typeof divisionApi.list; companies: typeof companyApi.list }>;
const UNIT_QUERY = { page: 1, page_size: 100 };

/**
 * Step 4 Participant: per batch, participants by status (draft → invited → confirmed → attended/absent, and the
 * waiting list when the batch is full), 10 a page; people are added by user, division or company as drafts.
 */
export function ParticipantStep({ classroomId, batches, unitRoutes }: { classroomId: number; batches: Batch[]; unitRoutes: UnitRoutes }) {
  const units = useMemo(() => createClient(unitRoutes), [unitRoutes]);
  const [batchId, setBatchId] = useState<number | null>(batches[0]?.id ?? null);
  const [status, setStatus] = useState<ParticipantStatusValue>('draft');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [people, setPeople] = useState<{ id: number; full_name: string }[]>([]);
  const [divisions, setDivisions] = useState<Unit[]>([]);
  const [companies, setCompanies] = useState<Unit[]>([]);
  const [division, setDivision] = useState('');
  const [company, setCompany] = useState('');
  const batch = batches.find((b) => b.id === batchId);

  const load = useCallback(() => {
    if (!batchId) return;
    classroomClient.participants(classroomId, batchId, { status, page }).then(setData, (err) => showError(err, 'Failed get participants'));
    setChosen([]);
  }, [classroomId, batchId, status, page]);
  useEffect(load, [load]);
  useEffect(() => {
    units.divisions({ query: UNIT_QUERY }).then(
      (r) => setDivisions(r.results.map((d) => ({ id: d.id, name: d.division_name }))),
      () => undefined,
    );
    units.companies({ query: UNIT_QUERY }).then(
      (r) => setCompanies(r.results.map((c) => ({ id: c.id, name: c.company_name }))),
      () => undefined,
    );
  }, [units]);

  const add = async () => {
    if (!batchId) return;
    try {
      await classroomClient.addParticipants(classroomId, batchId, {
        user_ids: people.map((p) => p.id),
        division_ids: division ? [Number(division)] : [],
        company_ids: company ? [Number(company)] : [],
      });
      setPeople([]);
      setDivision('');
      setCompany('');
      toast.success(M.participantsSaved);
      if (status === 'draft') load();
      else setStatus('draft');
    } catch (err) {
      showError(err, M.participantsFailed);
    }
  };
  const moveTo = async (to: ParticipantStatusValue | 'removed') => {
    if (!batchId || !chosen.length) return;
    try {
      const r = (await classroomClient.moveParticipants(classroomId, batchId, chosen, to)).data;
      toast.success(r.waiting ? `${r.changed} invited; ${r.waiting} on the waiting list (the batch is full).` : M.participantsSaved);
      load();
    } catch (err) {
      showError(err, M.participantsFailed);
    }
  };

  if (!batch)
    return (
      <section className="card classroom-step" aria-label="Participant">
        <h2>Participant</h2>
        <p>Add a batch first.</p>
      </section>
    );
  return (
    <section className="card classroom-step" aria-label="Participant">
      <h2>Participant</h2>
      <label className="field">
        <span>Batch</span>
        <select
          className="input"
          value={batchId ?? ''}
          onChange={(e) => {
            setBatchId(Number(e.target.value));
            setPage(1);
          }}
        >
          {batches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.general.title}
            </option>
          ))}
        </select>
      </label>
      <p className="field-hint">Capacity: {batch.general.capacity ?? 'unlimited'}</p>
      <fieldset className="classroom-section">
        <legend>Invite</legend>
        <PeoplePicker label="Users" value={people} onChange={setPeople} />
        <div className="classroom-row">
          <label className="field">
            <span>Division</span>
            <select className="input" value={division} onChange={(e) => setDivision(e.target.value)}>
              <option value="">No division</option>
              {divisions.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Company</span>
            <select className="input" value={company} onChange={(e) => setCompany(e.target.value)}>
              <option value="">No company</option>
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <button type="button" className="btn btn-primary" disabled={!people.length && !division && !company} onClick={add}>
          Add Participants
        </button>
      </fieldset>
      <div role="tablist" aria-label="Participant status" className="classroom-status-tabs">
        {PARTICIPANT_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === status}
            className={`btn btn-sm ${s === status ? 'btn-primary' : 'btn-outline'}`}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {PARTICIPANT_LABELS[s]}
          </button>
        ))}
      </div>
      <table className="table" aria-label={`${PARTICIPANT_LABELS[status]} participants`}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Select</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">NIK</th>
          </tr>
        </thead>
        <tbody>
          {data?.results.map((p) => (
            <tr key={p.user_id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${p.full_name}`}
                  checked={chosen.includes(p.user_id)}
                  onChange={(e) => setChosen((c) => (e.target.checked ? [...c, p.user_id] : c.filter((x) => x !== p.user_id)))}
                />
              </td>
              <td>{p.full_name}</td>
              <td>{p.email}</td>
              <td>{p.nik ?? '-'}</td>
            </tr>
          ))}
          {data && data.results.length === 0 && (
            <tr>
              <td colSpan={4}>No data</td>
            </tr>
          )}
        </tbody>
      </table>
      {data && <Pager pagination={data.pagination} pageSize={PARTICIPANT_PAGE_SIZE} onPageChange={setPage} label="Participant pages" />}
      <div className="classroom-row">
        {NEXT_STATUSES[status].map((to) => (
          <button key={to} type="button" className="btn btn-sm btn-outline" disabled={!chosen.length} onClick={() => moveTo(to)}>
            {to === 'invited' ? 'Invite' : `Mark ${PARTICIPANT_LABELS[to]}`}
          </button>
        ))}
        <button type="button" className="btn btn-sm btn-outline" disabled={!chosen.length} onClick={() => moveTo('removed')}>
          Remove
        </button>
      </div>
      <div className="form-actions">
        <a className="btn btn-outline" href={classroomWizard.stepHref(classroomId, 3)}>
          Back
        </a>
        <a className="btn btn-primary" href={classroomWizard.doneHref(classroomId)}>
          Finish
        </a>
      </div>
    </section>
  );
}
