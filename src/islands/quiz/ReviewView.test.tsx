import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { $toasts } from '@/stores/toasts';
import ReviewView, { type ReviewAnswer, type ReviewData } from './ReviewView';

const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const tf = (over: Partial<ReviewAnswer>): ReviewAnswer => ({
  id: 1,
  question_type: 'true_false',
  graded: true,
  max_score: 100,
  needs_review: false,
  reviewable: false,
  score: 100,
  question: {
    question: '<p>Sky is blue</p>',
    url_image: null,
    options: [
      { code: 'A', no: 1, label: 'True', is_correct: true, url_image: null, score: null },
      { code: 'B', no: 2, label: 'False', is_correct: false, url_image: null, score: null },
    ],
  },
  answer: { codes: ['A'], text: null, value: null },
  ...over,
});
const data = (answers: ReviewAnswer[]): ReviewData => ({
  detail: {
    id: 9,
    name: 'Learner',
    email: 'l@example.com',
    nik: null,
    quiz_id: 3,
    quiz_title: 'Q',
    placement_id: 4,
    placement_title: 'P',
    retake: 1,
    status: 'waiting_review',
    score: null,
    start_at: '2026-11-20T01:00:00.000Z',
    submitted_at: '2026-11-20T01:30:00.000Z',
    quiz_version: 1,
    current_version: 1,
    quiz_question_types: ['true_false'],
  },
  answers,
});

describe('ReviewView and questions marked for review', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    $toasts.set([]);
    fetchMock = vi.fn(async () => reply({ success: true, message: 'Answer has been graded', data: { id: 9, score: 100, status: 'passed' } }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the provisional score of a waiting answer as the grade, and confirms it as it is', async () => {
    render(<ReviewView quizId={3} backHref="/back" data={data([tf({ needs_review: true, reviewable: true })])} />);
    expect(screen.getByText('Provisional score 100 / 100')).toBeTruthy();
    expect((screen.getByLabelText('Grade (0 - 100)') as HTMLInputElement).value).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: 'Save Grade' }));
    // Asks first, like the other grading actions; nothing is sent before Yes.
    const dialog = screen.getByRole('alertdialog', { name: 'Submit Grade' });
    expect(dialog.textContent).toContain('Are you sure you want to submit your grade?');
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect($toasts.get().map((t) => t.text)).toContain('Answer has been graded');
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toContain('/api/cms/v4/quizzes/3/results/9/grade');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ question_id: 1, score: 100 });
    expect(screen.getByText('Score 100 / 100')).toBeTruthy();
    expect(screen.getByText('Passed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Grade' })).toHaveProperty('disabled', true);
  });

  it('has no grade input for an answer that is not reviewable, or a marked question left unanswered', () => {
    render(
      <ReviewView
        quizId={3}
        backHref="/back"
        data={data([tf({}), tf({ id: 2, reviewable: true, score: 0, answer: { codes: [], text: null, value: null } })])}
      />,
    );
    expect(screen.queryByLabelText(/^Grade/)).toBeNull();
  });

  it('cancelling the confirmation sends nothing', () => {
    render(<ReviewView quizId={3} backHref="/back" data={data([tf({ needs_review: true, reviewable: true })])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Grade' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
