import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorDialog } from './ErrorDialog';
import { $errorDialog, closeErrorDialog, showError, showErrorMessage } from '@/stores/error-dialog';
import { ApiError, toApiError } from '@/lib/fetcher';

describe('ErrorDialog', () => {
  afterEach(() => closeErrorDialog());

  it("is titled by the response's error and joins a list of messages with ', '", () => {
    render(<ErrorDialog />);
    act(() =>
      showError(toApiError(400, { success: false, error: 'Failed', message: [{ message: 'Title is required' }, { message: 'Description is required' }] })),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Failed' });
    expect(dialog.textContent).toContain('Title is required, Description is required');
  });

  it("defaults the title to 'Error' and uses the screen's fallback when the server gave no text", () => {
    render(<ErrorDialog />);
    act(() => showError(toApiError(500, { success: false }), 'Failed get quizzes'));
    expect(screen.getByRole('alertdialog', { name: 'Error' }).textContent).toContain('Failed get quizzes');
  });

  it('prefers the server message to the fallback', () => {
    render(<ErrorDialog />);
    act(() => showError(toApiError(409, { success: false, error: 'Conflict', message: 'Someone else changed it' }), 'Failed to edit quiz'));
    expect(screen.getByRole('alertdialog', { name: 'Conflict' }).textContent).toContain('Someone else changed it');
  });

  it('stays closed for a session that is being sent to login', () => {
    render(<ErrorDialog />);
    act(() => showError(new ApiError({ status: 401, message: 'x', redirecting: true })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes with OK', async () => {
    const user = userEvent.setup();
    render(<ErrorDialog />);
    act(() => showErrorMessage('Failed Delete Quiz', 'Failed'));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect($errorDialog.get()).toBeNull();
  });
});
