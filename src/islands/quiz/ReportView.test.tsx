import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ResultRowView } from '@/features/quiz/schemas';
import { routesOf } from '@/lib/endpoint';
import { quizApi } from '@/features/quiz/api';
import ReportView, { type Dashboard } from './ReportView';

const dashboard: Dashboard = {
  title: 'Leadership Essentials Pre-assessment',
  module_type: 'classroom',
  experts: [{ id: 1, name: 'Budi Santoso', avatar: null }],
  total_participants: 18,
  retake: 3,
  graduation_determined_by: 'pass_grade',
  pass_grade: 60,
  score_selection_type: 'last',
  waiting_review: 9,
  not_passed: 3,
  passed: 2,
};
const row = (n: number): ResultRowView => ({
  id: n,
  placement_id: 1,
  name: `Learner ${n}`,
  email: `l${n}@x.test`,
  nik: `20000${n}`,
  position: null,
  image: null,
  score: null,
  retake: 1,
  status: 'waiting_for_review',
  attempts: [{ id: 40 + n, retake: 1, start_at: '2026-11-20T02:00:00Z', score: null, status: 'waiting_for_review', quiz_version: 1 }],
});
const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('ReportView (the quiz report in the report shell)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    window.history.replaceState(null, '', '/content-quiz/detail/1/report?detail=abc');
    fetchMock = vi.fn(async () =>
      reply({ success: true, message: 'ok', data: { results: [row(3)], pagination: { current_page: 1, total_pages: 1, total_data: 1 } } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    Element.prototype.scrollIntoView = () => {};
  });
  afterEach(() => vi.unstubAllGlobals());

  it('renders what the server gave, fetches nothing on mount, and filters through the contract path', async () => {
    render(
      <ReportView
        quizId={1}
        base="/content-quiz"
        detail={{ module_type: 'classroom', batch_id: 2, section_id: null, content_id: 5, relation_id: 5 }}
        dashboard={dashboard}
        initial={{ results: [row(1), row(2)], pagination: { current_page: 1, total_pages: 1, total_data: 2 } }}
        initialState={{}}
        routes={routesOf(quizApi, 'results', 'download')}
      />,
    );
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Leadership Essentials Pre-assessment' })).toBeTruthy();
    expect(screen.getByText('Participants').closest('.stat')!.textContent).toContain('18');
    expect(within(screen.getByRole('table', { name: 'Quiz Results' })).getAllByRole('row')).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = screen.getByRole('group', { name: 'Filter results' });
    expect(within(panel).getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(panel).getByLabelText('Min Score'), { target: { value: '50' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await act(async () => {});
    expect(screen.queryByRole('group', { name: 'Filter results' })).toBeNull();
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://x');
    expect(url.pathname).toBe('/api/cms/v4/quizzes/1/results');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', page_size: '10', min_score: '50', relation_id: '5', module_type: 'classroom' });
    expect(screen.getByText('Learner 3')).toBeTruthy();
  });
});
