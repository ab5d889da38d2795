// Alert and confirm dialogs (DESIGN 8): modal, labelled by their title, focus kept inside and given back on close.
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { Lang } from '../lib/language.ts';
import { m } from '../lib/messages.ts';

interface Props {
  lang: Lang;
  /** Shown while true; the page owns the state. */
  open: boolean;
  /** `alert` has one button; `confirm` asks to confirm or cancel. */
  variant?: 'alert' | 'confirm';
  /** Names the dialog for screen readers. */
  title: string;
  /** The message under the title. */
  children?: ReactNode;
  /** Defaults to "OK" for an alert and "Confirm" for a confirm. */
  confirmLabel?: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** A request is pending: the confirm button is disabled so it cannot be sent twice. */
  busy?: boolean;
  /**
   * DESIGN 4: a tap on the confirm button while busy ("do not click repeatedly"). Given, the busy button is marked
   * disabled with aria-disabled instead of the disabled attribute, so the tap reaches the page and it can answer.
   */
  onRepeatTap?: () => void;
  /** The confirm (or alert's OK) button. */
  onConfirm: () => void;
  /** Cancel button, Escape, and a tap on the backdrop of a confirm. */
  onCancel: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** A modal alert or confirm dialog; renders nothing while closed. */
export function Dialog({
  lang,
  open,
  variant = 'alert',
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  onRepeatTap,
  onConfirm,
  onCancel,
}: Props) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const initialFocusRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initialFocusRef.current?.focus();
    // On the document rather than the dialog: the confirm button may have just been disabled (busy) and lost focus.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        cancelRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  // Tab and Shift+Tab wrap around inside the dialog so keyboard users cannot reach the page behind it.
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Only a confirm is dismissed from outside: an alert must be read and acknowledged.
  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (variant === 'confirm' && event.target === event.currentTarget) onCancel();
  };

  const isConfirm = variant === 'confirm';
  const confirmText = confirmLabel ?? (isConfirm ? m['ui.confirm']({}, { locale: lang }) : m['ui.ok']({}, { locale: lang }));

  return (
    <div className="ui-dialog-backdrop" onClick={onBackdrop}>
      <div
        ref={dialogRef}
        className="ui-dialog"
        role={isConfirm ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children === undefined ? undefined : bodyId}
        aria-busy={busy || undefined}
        onKeyDown={trapTab}
      >
        <h2 id={titleId} className="ui-dialog__title">
          {title}
        </h2>
        {children !== undefined && (
          <div id={bodyId} className="ui-dialog__body">
            {children}
          </div>
        )}
        <div className="ui-dialog__actions">
          {isConfirm && (
            // The least destructive choice gets the focus first (WAI-ARIA alertdialog pattern).
            <button ref={initialFocusRef} type="button" className="ui-btn" onClick={onCancel}>
              {cancelLabel ?? m['ui.cancel']({}, { locale: lang })}
            </button>
          )}
          <button
            ref={isConfirm ? undefined : initialFocusRef}
            type="button"
            className="ui-btn ui-btn--primary"
            disabled={busy && !onRepeatTap}
            aria-disabled={busy && onRepeatTap ? true : undefined}
            onClick={busy ? onRepeatTap : onConfirm}
          >
            {confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}
