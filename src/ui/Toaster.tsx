import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast, type Toast } from '@/stores/toasts';
import { UI_TEXT } from './messages';
import './ui.css';

const ICON: Record<Toast['kind'], string> = { success: '✓', error: '!', warning: '!' };

function ToastItem({ item }: { item: Toast }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.duration);
  const startedAt = useRef(0);

  // Auto-dismiss after `duration`; hovering or focusing the toast pauses the countdown (WCAG 2.2.1).
  useEffect(() => {
    if (paused) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
    };
  }, [paused, item.id]);

  return (
    <div
      className={`toast toast-${item.kind}`}
      data-kind={item.kind}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span aria-hidden="true">{ICON[item.kind]}</span>
      <div className="toast-body">
        {item.title && <strong>{item.title}</strong>}
        <p>{item.text}</p>
      </div>
      <button type="button" className="toast-close" aria-label={UI_TEXT.close} onClick={() => dismissToast(item.id)}>
        ×
      </button>
      <div
        className="toast-progress"
        data-testid="toast-progress"
        aria-hidden="true"
        style={{ animationDuration: `${item.duration}ms`, animationPlayState: paused ? 'paused' : 'running' }}
      />
    </div>
  );
}

/** Renders the toast store; raise toasts from any island with `toast.success(text)` (src/stores/toasts). */
export function Toaster() {
  const toasts = useStore($toasts);
  // The live region stays mounted so screen readers announce toasts as they are added.
  return (
    <div className="toaster" role="status" aria-live="polite" aria-relevant="additions">
      {toasts.map((t) => (
        <ToastItem key={t.id} item={t} />
      ))}
    </div>
  );
}
