import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DirtyGuard } from './DirtyGuard';
import { useDirtyForm } from './useDirtyForm';
import { $isDirty, clearDirty, guardedNavigate, setDirty } from '@/stores/dirty-form';
import { navigation } from '@/lib/fetcher';

function fireBeforeUnload() {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e;
}

function Page() {
  return (
    <>
      <DirtyGuard />
      <a href="/content-quiz">Quiz List</a>
      <a href="#section">Jump</a>
      <a href="/report.pdf" target="_blank">
        Report
      </a>
    </>
  );
}

describe('dirty-form guard', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
  });
  afterEach(() => clearDirty());

  it('lets links and unloads through while nothing is dirty', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(fireBeforeUnload().defaultPrevented).toBe(false);
    const link = screen.getByRole('link', { name: 'Quiz List' });
    let prevented: boolean | null = null;
    document.addEventListener(
      'click',
      (e) => {
        prevented = e.defaultPrevented;
        e.preventDefault();
      },
      { once: true },
    );
    await user.click(link);
    expect(prevented).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before unload while a form is dirty', () => {
    render(<Page />);
    act(() => setDirty('quiz-form'));
    expect(fireBeforeUnload().defaultPrevented).toBe(true);
    act(() => clearDirty('quiz-form'));
    expect(fireBeforeUnload().defaultPrevented).toBe(false);
  });

  it('intercepts an in-app link and leaves only after confirmation', async () => {
    const user = userEvent.setup();
    render(<Page />);
    act(() => setDirty('quiz-form'));
    await user.click(screen.getByRole('link', { name: 'Quiz List' }));
    expect(assign).not.toHaveBeenCalled();
    screen.getByRole('alertdialog', { name: 'Leave this page?' });

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect($isDirty.get()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Quiz List' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/content-quiz`);
    expect($isDirty.get()).toBe(false);
    // The confirmed leave is not asked again by beforeunload.
    expect(fireBeforeUnload().defaultPrevented).toBe(false);
  });

  it('does not intercept in-page anchors or links opening a new tab', async () => {
    const user = userEvent.setup();
    render(<Page />);
    act(() => setDirty('quiz-form'));
    const seen: boolean[] = [];
    // Records whether the guard blocked the click, then stops jsdom from following the link.
    const spy = (e: MouseEvent) => {
      seen.push(e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener('click', spy);
    await user.click(screen.getByRole('link', { name: 'Jump' }));
    await user.click(screen.getByRole('link', { name: 'Report' }));
    document.removeEventListener('click', spy);
    expect(seen).toEqual([false, false]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('guards programmatic navigation (Cancel buttons) the same way', async () => {
    const user = userEvent.setup();
    render(<DirtyGuard />);
    act(() => guardedNavigate('/content-quiz'));
    expect(assign).toHaveBeenCalledWith('/content-quiz');
    assign.mockClear();
    act(() => setDirty('quiz-form'));
    act(() => guardedNavigate('/content-quiz'));
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(assign).toHaveBeenCalledWith('/content-quiz');
  });

  it('useDirtyForm sets the flag on entering the form and clears it on markClean', () => {
    let api: ReturnType<typeof useDirtyForm> | undefined;
    function Form() {
      api = useDirtyForm('quiz-form');
      return null;
    }
    const { unmount } = render(<Form />);
    expect($isDirty.get()).toBe(true);
    act(() => api!.markClean());
    expect($isDirty.get()).toBe(false);
    act(() => api!.markDirty());
    expect(api!.dirty).toBe(true);
    unmount();
    expect($isDirty.get()).toBe(false);
  });
});
