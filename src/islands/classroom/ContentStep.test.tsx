import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { navigation } from '@/lib/fetcher';
import { $errorDialog } from '@/stores/error-dialog';
import type { ClassroomDetail } from '@/features/classroom/schemas';
import { ContentStep } from './ContentStep';

const classroom = {
  id: 5,
  title: 'Bootcamp',
  step: 2,
  sessions: [{ id: 11, title: 'Opening', contents: [{ type: 'quiz', id: 3, title: 'Pre-test', placement_id: 21 }] }],
} as unknown as ClassroomDetail;

const refusal = 'A content with learner results cannot be removed: Quiz "Pre-test" (quiz attempts).';

describe('ContentStep', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
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
    render(<ContentStep classroom={classroom} />);
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
