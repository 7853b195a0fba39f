import { createContext, useContext, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { UI_TEXT } from './messages';
import './ui.css';

export type ModalSize = 'xsmall' | 'small' | 'normal' | 'medium' | 'large';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  /** alertdialog for confirmations and errors. */
  role?: 'dialog' | 'alertdialog';
  /** id of the element that describes the dialog (defaults to none). */
  describedBy?: string;
  /** Element to focus on open; defaults to the first focusable element of the body, else the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  hideCloseButton?: boolean;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true');
}

/**
 * Open modals. Only the top one reacts to Escape and Tab: the most deeply nested, then the most recently opened
 * (a nested modal's effects run before its parent's, so opening order alone is not enough).
 */
interface Entry {
  token: symbol;
  depth: number;
  order: number;
}
const stack: Entry[] = [];
let opened = 0;
const isTop = (token: symbol) => {
  const top = stack.reduce<Entry | null>((best, e) => (!best || e.depth > best.depth || (e.depth === best.depth && e.order > best.order) ? e : best), null);
  return top?.token === token;
};
const DepthContext = createContext(0);

/**
 * The elements that had focus lately. A dialog's content may take focus while it renders (autoFocus runs before
 * effects), so at open document.activeElement can already be inside the dialog: the opener is then the latest
 * element focused outside it.
 */
const recentFocus: HTMLElement[] = [];
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (e) => {
      if (!(e.target instanceof HTMLElement)) return;
      recentFocus.push(e.target);
      if (recentFocus.length > 20) recentFocus.shift();
    },
    true,
  );
}
function openerOf(dialog: HTMLElement): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !dialog.contains(active)) return active;
  for (let i = recentFocus.length - 1; i >= 0; i--) if (!dialog.contains(recentFocus[i]) && recentFocus[i] !== document.body) return recentFocus[i];
  return null;
}

const nameOf = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
const usable = (el: HTMLElement) => el.isConnected && !(el as HTMLButtonElement).disabled && !el.closest('[inert]');

/**
 * Focus goes back to the control that opened the dialog. After an action the page often re-renders that control
 * (a table reloads its rows, a button is disabled while the action runs): then the same control, found again by its
 * tag and accessible name, takes focus once it is there and enabled. If none appears, focus goes to the main content
 * (the skip link's target) instead of the top of the document. Nothing moves if the user already focused something.
 */
function restoreFocus(opener: HTMLElement | null) {
  if (!opener) return;
  if (usable(opener)) return opener.focus();
  const tag = opener.tagName;
  const name = nameOf(opener);
  const lost = () => document.activeElement === null || document.activeElement === document.body;
  const find = () =>
    usable(opener)
      ? opener
      : name
        ? Array.from(document.querySelectorAll<HTMLElement>(tag)).find(
            (el) => el.closest('[role="dialog"], [role="alertdialog"]') === null && nameOf(el) === name && usable(el),
          )
        : undefined;
  let tries = 0;
  const attempt = () => {
    // The page (or a test's document) may be gone by the time a retry runs.
    if (typeof document === 'undefined' || !opener.ownerDocument?.defaultView || !lost()) return;
    const found = find();
    if (found) return found.focus();
    if (++tries < 30) return void setTimeout(attempt, 50);
    document.getElementById('main')?.focus();
  };
  attempt();
}

/**
 * Accessible modal: role=dialog, aria-modal, labelled by its title; focus moves in, stays in (Tab wraps),
 * Escape closes, and focus returns to the element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'normal',
  role = 'dialog',
  describedBy,
  initialFocus,
  closeOnBackdrop = true,
  hideCloseButton = false,
  className,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const depth = useContext(DepthContext) + 1;
  // Read once on open, whatever the caller passes later.
  const initialFocusRef = useRef(initialFocus);
  initialFocusRef.current = initialFocus;

  useEffect(() => {
    if (!open) return;
    const token = Symbol('modal');
    stack.push({ token, depth, order: ++opened });
    const dialog = dialogRef.current!;
    const opener = openerOf(dialog);
    document.body.classList.add('modal-open');

    if (isTop(token)) {
      const target = initialFocusRef.current?.current ?? (bodyRef.current && focusableIn(bodyRef.current)[0]) ?? focusableIn(dialog)[0] ?? dialog;
      target.focus();
    }

    const onKeyDown = (e: KeyboardEvent) => {
      if (!isTop(token)) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusableIn(dialog);
      if (items.length === 0) {
        e.preventDefault();
        dialog.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && dialog.contains(active);
      if (e.shiftKey && (active === first || !inside || active === dialog)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(
        stack.findIndex((e) => e.token === token),
        1,
      );
      if (stack.length === 0) document.body.classList.remove('modal-open');
      restoreFocus(opener);
    };
  }, [open, depth]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <DepthContext.Provider value={depth}>
      <div
        className="modal-backdrop"
        onMouseDown={(e) => {
          if (closeOnBackdrop && e.target === e.currentTarget) onClose();
        }}
      >
        <div
          ref={dialogRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          tabIndex={-1}
          className={`modal modal-${size}${className ? ` ${className}` : ''}`}
        >
          <div className="modal-header">
            <h2 id={titleId}>{title}</h2>
            {!hideCloseButton && (
              <button type="button" className="modal-close" aria-label={UI_TEXT.close} onClick={onClose}>
                ×
              </button>
            )}
          </div>
          <div className="modal-body" ref={bodyRef}>
            {children}
          </div>
          {footer && <div className="modal-footer">{footer}</div>}
        </div>
      </div>
    </DepthContext.Provider>,
    document.body,
  );
}
