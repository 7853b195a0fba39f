import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ListResult } from '@/lib/list';
import type { AssignmentDashboard, ResultRow } from '@/features/assignment/schemas';
import { routesOf } from '@/lib/endpoint';
import { assignmentApi } from '@/features/assignment/api';
import AssignmentReport from './AssignmentReport';

const routes = routesOf(assignmentApi, 'results', 'dashboard', 'download', 'grade', 'gradeImport');
const dashboard: AssignmentDashboard = {
  title: 'Leadership Reflection Essay',
  assignment_type: 'individual',
  participants: 18,
  waiting_review: 3,
  not_passed: 4,
  passed: 5,
  instruction: '<p>Reflect.</p>',
  experts: [{ id: 1, name: 'Budi Santoso', avatar: null }],
  conditions: [{ key: 'pass_grade', value: 70 }],
};
const row = (n: number, status: ResultRow['status'] = 'waiting_for_review'): ResultRow => ({
  id: n,
  user_id: n,
  placement_id: 9,
  nik: `20000${n}`,
  name: `Learner ${n}`,
  email: `l${n}@x.test`,
  position: 'Analyst',
  picture: null,
  finished_at: '2026-11-22T01:28:00Z',
  updated_at: null,
  score: null,
  status,
  notes: null,
  pass_grade: 70,
  files: [],
  members: [],
  version: 1,
});
const page = (n: number, rows: ResultRow[]): ListResult<ResultRow> => ({ results: rows, pagination: { current_page: n, total_pages: 2, total_data: 11 } });
const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('AssignmentReport (in the report shell)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    window.history.replaceState(null, '', '/assignment/detail/3/report?detail=abc');
    fetchMock = vi.fn(async () => reply({ success: true, message: 'ok', data: page(2, [row(11)]) }));
    vi.stubGlobal('fetch', fetchMock);
    Element.prototype.scrollIntoView = () => {};
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderReport = () =>
    render(
      <AssignmentReport
        assignmentId={3}
        type="individual"
        filter={{ batch_id: 4, relation_id: 9, section_id: null }}
        dashboard={dashboard}
        initial={page(1, [row(1), row(2, 'not_done')])}
        initialState={{ filters: { status: 'waiting_for_review' } }}
        routes={routes}
      />,
    );

  it('shows the header, condition, cards and first page it was given, and fetches nothing on mount', async () => {
    renderReport();
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Leadership Reflection Essay' })).toBeTruthy();
    expect(screen.getByText('Assignment Individual report of participants')).toBeTruthy();
    expect(screen.getByText('70 Passing Grade')).toBeTruthy();
    const participant = screen.getByText('Participant').closest('.asg-card')!;
    expect(participant.textContent).toContain('18');
    const table = screen.getByRole('table', { name: 'Assignment Result' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Review Learner 1' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Review Learner 2' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('1 active filters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the contract path for a later page with the report scope and the URL state', async () => {
    renderReport();
    await act(async () => {});
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await act(async () => {});
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://x');
    expect(url.pathname).toBe('/api/cms/assignments/3/results');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', page_size: '10', status: 'waiting_for_review', batch_id: '4', relation_id: '9' });
    expect(window.location.search).toBe('?detail=abc&status=waiting_for_review&page=2');
    expect(screen.getByText('Learner 11')).toBeTruthy();
  });

  it('the Filter dropdown opens from the applied filters; Cancel closes it, Reset clears the filters', async () => {
    renderReport();
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    const panel = screen.getByRole('dialog', { name: 'Filter' });
    expect(within(panel).getByRole('button', { name: 'Reset' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancle' }));
    expect(screen.queryByRole('dialog', { name: 'Filter' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Filter' })).getByRole('button', { name: 'Reset' }));
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: 'Filter' })).toBeNull();
    expect(window.location.search).toBe('?detail=abc');
    expect(new URL(String(fetchMock.mock.calls[0][0]), 'http://x').searchParams.get('status')).toBeNull();
  });
});
