import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, type ModalSize } from './Modal';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ size, onClose }: { size?: ModalSize; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        size={size}
        title="Edit Badge"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <input aria-label="Name" />
        <button type="button">Save</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title, in the requested size', async () => {
    const user = userEvent.setup();
    render(<Harness size="large" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Badge' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.className).toContain('modal-large');
    expect(document.body.classList.contains('modal-open')).toBe(true);
  });

  it.each(['xsmall', 'small', 'normal', 'medium', 'large'] as const)('supports size %s', (size) => {
    render(<Modal open size={size} title="T" onClose={() => {}} />);
    expect(screen.getByRole('dialog').className).toContain(`modal-${size}`);
  });

  it('moves focus in and keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(name);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.classList.contains('modal-open')).toBe(false);
  });

  it('returns focus to the same control when the page re-rendered it meanwhile (a reloaded table row)', async () => {
    function Reloading() {
      const [open, setOpen] = useState(false);
      const [generation, setGeneration] = useState(0);
      return (
        <>
          {/* A new key: React replaces the button element, as a table does when it reloads its rows. */}
          <button key={generation} type="button" aria-label="Review Ani" onClick={() => setOpen(true)}>
            Review
          </button>
          <Modal
            open={open}
            title="Review Assignment"
            onClose={() => {
              setGeneration((g) => g + 1);
              setOpen(false);
            }}
          >
            <button type="button">Submit</button>
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Reloading />);
    const first = screen.getByRole('button', { name: 'Review Ani' });
    await user.click(first);
    await user.keyboard('{Escape}');
    const again = screen.getByRole('button', { name: 'Review Ani' });
    expect(again).not.toBe(first);
    await waitFor(() => expect(document.activeElement).toBe(again));
  });

  it('returns focus to the opener when the dialog content takes focus as it renders (autoFocus)', async () => {
    function AutoFocus() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Review
          </button>
          <Modal open={open} title="Review Assignment" onClose={() => setOpen(false)}>
            <input aria-label="Grade" autoFocus />
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<AutoFocus />);
    const opener = screen.getByRole('button', { name: 'Review' });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Grade' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(opener);
  });

  it('waits for an opener that is disabled while the action runs', async () => {
    function Busy() {
      const [open, setOpen] = useState(false);
      const [busy, setBusy] = useState(false);
      return (
        <>
          <button type="button" disabled={busy} onClick={() => setOpen(true)}>
            Delete
          </button>
          <button type="button" onClick={() => setBusy(false)}>
            Done
          </button>
          <Modal
            open={open}
            title="Delete?"
            onClose={() => {
              setBusy(true);
              setOpen(false);
            }}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Busy />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(opener).toHaveProperty('disabled', true);
    act(() => screen.getByRole('button', { name: 'Done' }).click());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes from the close button and the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(document.querySelector('.modal-backdrop')!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('Escape closes only the innermost of nested dialogs', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <Modal open title="Outer" onClose={outer}>
        <Modal open title="Inner" onClose={inner} />
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog', () => {
  it('asks with the given title, text and labels and focuses the safe choice', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete Quiz?"
        text="Basic Safety"
        confirmLabel="Delete"
        cancelLabel="cancel"
        variant="danger"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Quiz?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe('Basic Safety');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape and disables its buttons while busy', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<ConfirmDialog open busy title="Save Changes?" onConfirm={() => {}} onCancel={onCancel} />);
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
