import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { navigation } from '@/lib/fetcher';
import { $errorDialog } from '@/stores/error-dialog';
import type { ClassroomDetail } from '@/features/classroom/schemas';
import type { ContentTypeInfo } from '@/lib/content-types';
import { ContentStep } from './ContentStep';

/** fetch as the tests answer it: a mocked implementation is async, so the type says so. */
type FetchMock = Mock<(url: string, init?: RequestInit) => Promise<Response>>;

/** The types a classroom holds, as its page hands them over from the areas' declarations. */
const type = (id: string, label: string, conditions: Partial<ContentTypeInfo> = {}): ContentTypeInfo => ({
  id,
  label,
  available: true,
  restricted: false,
  passGrade: false,
  dueDate: false,
  ...conditions,
});
const types = [
  type('quiz', 'Quiz', { passGrade: true }),
  type('presence', 'Presence'),
  type('assignment', 'Assignment', { passGrade: true, dueDate: true }),
  type('lim1', 'LIM 1'),
];

const noConditions = { required: true, min_minutes: null, pass_grade: null, due_date: null };

const classroom = {
  id: 5,
  title: 'Bootcamp',
  step: 2,
  sessions: [{ id: 11, title: 'Opening', contents: [{ type: 'quiz', id: 3, title: 'Pre-test', placement_id: 21, settings: noConditions }] }],
} as unknown as ClassroomDetail;

const refusal = 'A content with learner results cannot be removed: Quiz "Pre-test" (quiz attempts).';

describe('ContentStep', () => {
  let fetchMock: FetchMock;
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    $errorDialog.set(null);
    fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: false, error: 'Conflict', message: refusal }), { status: 409, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockRestore();
  });

  it("shows the server's refusal to remove a content with learner results, and keeps the step as edited", async () => {
    render(<ContentStep classroom={classroom} types={types} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Pre-test' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect($errorDialog.get()).toEqual({ title: 'Conflict', message: refusal });
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByText('Pre-test')).toBeNull();
    expect((screen.getByRole('button', { name: 'Save and Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('ContentStep reordering', () => {
  const two = {
    id: 6,
    title: 'Bootcamp',
    step: 2,
    sessions: [
      {
        id: 12,
        title: 'Opening',
        contents: [
          { type: 'quiz', id: 3, title: 'Pre-test', placement_id: 21, settings: noConditions },
          { type: 'presence', id: 4, title: 'Day 1 Attendance', placement_id: 22, settings: noConditions },
        ],
      },
      { id: 13, title: 'Closing', contents: [{ type: 'assignment', id: 5, title: 'Reflection', placement_id: 23, settings: noConditions }] },
    ],
  } as unknown as ClassroomDetail;
  let fetchMock: FetchMock;
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, message: 'Saved', data: { id: 6 } }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // The focus follows the moved row after React has rendered it, as a browser's next frame would.
    vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => setTimeout(() => fn(0), 0));
    assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockRestore();
  });

  const savedOrder = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [unknown, { body: string }];
    return (JSON.parse(init.body) as { sessions: { id: number; contents: { type: string; id: number }[] }[] }).sessions.map((s) => [
      s.id,
      s.contents.map((c) => `${c.type}:${c.id}`),
    ]);
  };

  it('moves a content with Alt+Arrow keys on its handle, across sessions, keeps the focus and saves that order', async () => {
    render(<ContentStep classroom={two} types={types} />);
    const handle = screen.getByRole('button', { name: /^Reorder Day 1 Attendance/ });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowUp', altKey: true });
    expect(screen.getByText('Day 1 Attendance moved to position 1 of Opening')).toBeTruthy();
    // Plain arrows do nothing (they belong to the page); Alt+Down past the session's end moves into the next one.
    fireEvent.keyDown(screen.getByRole('button', { name: /^Reorder Pre-test/ }), { key: 'ArrowDown' });
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('button', { name: /^Reorder Pre-test/ }), { key: 'ArrowDown', altKey: true });
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Reorder Pre-test/ }));
    expect(screen.getByText('Pre-test moved to position 1 of Closing')).toBeTruthy();
    expect(await savedOrder()).toEqual([
      [12, ['presence:4']],
      [13, ['quiz:3', 'assignment:5']],
    ]);
  });

  it('moves a content by dragging its handle onto another row', async () => {
    render(<ContentStep classroom={two} types={types} />);
    const dataTransfer = { effectAllowed: '', setData: () => undefined };
    fireEvent.dragStart(screen.getByRole('button', { name: /^Reorder Reflection/ }), { dataTransfer });
    const target = screen.getByRole('button', { name: /^Reorder Pre-test/ }).closest('li')!;
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    expect(await savedOrder()).toEqual([
      [12, ['assignment:5', 'quiz:3', 'presence:4']],
      [13, []],
    ]);
  });
});

describe('ContentStep conditions', () => {
  const one = {
    id: 7,
    title: 'Bootcamp',
    step: 2,
    sessions: [
      {
        id: 14,
        title: 'Opening',
        contents: [
          { type: 'presence', id: 4, title: 'Day 1 Attendance', placement_id: 22, settings: noConditions },
          { type: 'assignment', id: 5, title: 'Reflection', placement_id: 23, settings: { ...noConditions, pass_grade: 60 } },
          { type: 'lim1', id: 8, title: 'Reaction Survey', placement_id: 24, settings: noConditions },
        ],
      },
    ],
  } as unknown as ClassroomDetail;
  let fetchMock: FetchMock;
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, message: 'Saved', data: { id: 7 } }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockRestore();
  });
  const row = (title: string) => within(screen.getByText(title).closest('li')!);
  const save = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));
    });

  it('offers a pass grade and a due date only where they apply, and clamps a pass grade typed over 100 (spec 000 §5)', async () => {
    render(<ContentStep classroom={one} types={types} />);
    expect(row('Day 1 Attendance').queryByLabelText('Pass grade')).toBeNull();
    expect(row('Reaction Survey').queryByLabelText('Pass grade')).toBeNull();
    expect(row('Reaction Survey').queryByLabelText('Due date (WIB)')).toBeNull();
    expect((row('Reflection').getByLabelText('Pass grade') as HTMLInputElement).value).toBe('60');
    fireEvent.change(row('Reflection').getByLabelText('Pass grade'), { target: { value: '150' } });
    expect((row('Reflection').getByLabelText('Pass grade') as HTMLInputElement).value).toBe('100');
    fireEvent.change(row('Reaction Survey').getByLabelText('Min. minutes'), { target: { value: '-5' } });
    expect((row('Reaction Survey').getByLabelText('Min. minutes') as HTMLInputElement).value).toBe('0');
  });

  it("shows the server's message for a content's condition under its row, marks the condition, and keeps the step", async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            error: 'Validation Error',
            message: [{ field: 'sessions.0.contents.1.settings.pass_grade', message: 'Pass grade must be between 0 and 100' }],
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    );
    render(<ContentStep classroom={one} types={types} />);
    fireEvent.change(row('Reflection').getByLabelText('Pass grade'), { target: { value: '75' } });
    await save();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(row('Reflection').getByText('Pass grade must be between 0 and 100')).toBeTruthy();
    expect(row('Reflection').getByLabelText('Pass grade').getAttribute('aria-invalid')).toBe('true');
    expect(assign).not.toHaveBeenCalled();
    // Changing the step again clears the stale message.
    fireEvent.change(row('Reflection').getByLabelText('Pass grade'), { target: { value: '70' } });
    expect(row('Reflection').queryByText('Pass grade must be between 0 and 100')).toBeNull();
  });

  it('sends each content with its conditions, the due date typed in WIB as an instant', async () => {
    render(<ContentStep classroom={one} types={types} />);
    fireEvent.click(row('Day 1 Attendance').getByLabelText('Required'));
    fireEvent.change(row('Reaction Survey').getByLabelText('Min. minutes'), { target: { value: '10' } });
    fireEvent.change(row('Reflection').getByLabelText('Pass grade'), { target: { value: '75' } });
    fireEvent.change(row('Reflection').getByLabelText('Due date (WIB)'), { target: { value: '03/07/2031 17:00' } });
    await save();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [unknown, { body: string }];
    expect(JSON.parse(init.body).sessions[0].contents).toEqual([
      { type: 'presence', id: 4, settings: { ...noConditions, required: false } },
      { type: 'assignment', id: 5, settings: { ...noConditions, pass_grade: 75, due_date: '2031-07-03T10:00:00.000Z' } },
      { type: 'lim1', id: 8, settings: { ...noConditions, min_minutes: 10 } },
    ]);
    expect(assign).toHaveBeenCalledWith('/classroom/create/batch?id=7');
  });
});
