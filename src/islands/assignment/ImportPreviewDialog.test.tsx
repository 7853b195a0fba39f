import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ImportPreviewRow } from '@/features/assignment/schemas';

import { ImportPreviewDialog } from './ImportPreviewDialog';
import type { ReportCalls } from './report-calls';

// The report's grade call (given by the report as a prop since decision 0073, formerly assignmentClient.grade).
const grade = vi.fn(async (_id: number, data: unknown[]) => ({ success: true, message: '', data: { success: true, graded: data.length } }));
const calls = { grade } as unknown as Pick<ReportCalls, 'grade'>;

const row = (id: number, score: number, status: ImportPreviewRow['status']): ImportPreviewRow => ({
  id,
  nik: `20000${id}`,
  name: `User ${id}`,
  email: `u${id}@x.test`,
  score,
  previous_score: status === 'unchanged' ? score : null,
  version: 1,
  stale: false,
  status,
});

describe('ImportPreviewDialog', () => {
  it('says how many rows will change, marks the unchanged ones and sends only the changed rows', async () => {
    const onDone = vi.fn();
    render(<ImportPreviewDialog assignmentId={7} calls={calls} rows={[row(1, 80, 'changed'), row(2, 90, 'unchanged')]} onClose={() => {}} onDone={onDone} />);
    expect(screen.getByText('1 of 2 rows will change.')).toBeTruthy();
    expect(screen.getByText('Unchanged').closest('tr')!.textContent).toContain('User 2');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(grade).toHaveBeenCalledWith(7, [{ id: 1, score: 80, version: 1, overwrite: undefined }]);
    expect(onDone).toHaveBeenCalled();
  });

  it('when nothing changes, the confirm button says so and is disabled', () => {
    render(<ImportPreviewDialog assignmentId={7} calls={calls} rows={[row(2, 90, 'unchanged')]} onClose={() => {}} onDone={() => {}} />);
    expect(screen.getByText('0 of 1 rows will change.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Nothing to change' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
