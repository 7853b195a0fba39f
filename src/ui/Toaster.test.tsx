import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from './Toaster';
import { $toasts, clampToastDuration, toast } from '@/stores/toasts';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    toast.clear();
    vi.useRealTimers();
  });

  it('clamps the duration to 1.5–3 s with 3000 ms by default', () => {
    expect(clampToastDuration(undefined)).toBe(3000);
    expect(clampToastDuration(500)).toBe(1500);
    expect(clampToastDuration(10_000)).toBe(3000);
    expect(clampToastDuration(2000)).toBe(2000);
  });

  it('shows a toast in a live region and removes it after 3000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Image was uploaded successfully');
    });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Image was uploaded successfully');
    expect(screen.getByTestId('toast-progress').style.animationDuration).toBe('3000ms');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByText('Image was uploaded successfully')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Image was uploaded successfully')).toBeNull();
  });

  it('honours a shorter (clamped) duration and the kind', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Image was failed to upload', { duration: 100 });
    });
    expect(document.querySelector('.toast')!.getAttribute('data-kind')).toBe('error');
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(screen.queryByText('Image was failed to upload')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Image was failed to upload')).toBeNull();
  });

  it('closes from its close button', () => {
    render(<Toaster />);
    act(() => {
      toast.warning('Careful');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Careful')).toBeNull();
    expect($toasts.get()).toHaveLength(0);
  });

  it('pauses while hovered and resumes with the remaining time', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.mouseEnter(document.querySelector('.toast')!);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Saved')).not.toBeNull();
    fireEvent.mouseLeave(document.querySelector('.toast')!);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
