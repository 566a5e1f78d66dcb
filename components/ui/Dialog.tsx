'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Asked to close: Escape, a click on the overlay, or a control inside calling it. */
  onClose: () => void;
  /** Id of the dialog's visible heading, which names it. */
  labelledBy: string;
  describedBy?: string;
  /** While false (an upload under way), Escape and the overlay do nothing. */
  dismissible?: boolean;
  /** Width of a centred dialog; owners may set their own through `className`. */
  size?: 'small' | 'large';
  /** `inline-end`: a full-height sheet against the inline end (the mobile drawer). */
  placement?: 'center' | 'inline-end';
  /** Where focus goes back on close; by default the element that had it when the dialog opened. */
  returnFocusTo?: RefObject<HTMLElement | SVGElement | null>;
  id?: string;
  /** Extra class on the <dialog>: sets `--dialog-width` and `--dialog-padding`. */
  className?: string;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea';

/**
 * The site's one modal dialog, on the native <dialog> element: showModal() puts it in the top
 * layer and makes the rest of the page inert, so focus stays inside and screen readers see only
 * the dialog (https://developer.mozilla.org/docs/Web/API/HTMLDialogElement/showModal). Focus goes
 * to the element marked `data-autofocus`, else to the first focusable one, and back to the opener
 * when it closes, whoever closed it. With a × button in the corner: ClosableDialog (the mobile
 * drawer, on every page, has its own and does not load that one).
 */
export default function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  dismissible = true,
  size = 'large',
  placement = 'center',
  returnFocusTo,
  id,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnOverlay = useRef(false);
  const opener = useRef<Element | null>(null);
  const state = useRef({ open, dismissible, onClose });
  useEffect(() => {
    state.current = { open, dismissible, onClose };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      // Browsers differ on what showModal() focuses (the dialog or its first control): decide.
      (
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        dialog.querySelector<HTMLElement>(FOCUSABLE)
      )?.focus();
    } else if (!open && opener.current) {
      // Focus goes back only if it is still in this dialog (or nowhere): one that another dialog
      // has taken (the proposal's receipt, opened as the form closes) stays there, and a reader
      // does not hear the page behind in between.
      const active = document.activeElement;
      const ours = !active || active === document.body || dialog.contains(active);
      if (dialog.open) dialog.close();
      // Safari does not focus a button on click, so the owner may name its trigger.
      const target = returnFocusTo?.current ?? opener.current;
      opener.current = null;
      if (ours && (target instanceof HTMLElement || target instanceof SVGElement)) target.focus();
    }
  }, [open, returnFocusTo]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape: the browser would close the dialog itself; the owner decides instead.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (state.current.dismissible) state.current.onClose();
    };
    // Browsers may close without a cancelable cancel event (Escape pressed twice in a row); keep
    // the owner's state in step.
    const onNativeClose = () => {
      if (state.current.open) state.current.onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      id={id}
      className={[
        styles.dialog,
        size === 'small' ? styles.small : '',
        placement === 'inline-end' ? styles.sheet : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // The dialog box itself is covered by its panel, so a press whose target is the dialog is
      // on the overlay (::backdrop). Both ends of the click must be there: selecting text inside
      // and releasing outside does not close it.
      onPointerDown={(event) => {
        pressedOnOverlay.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnOverlay.current && event.target === event.currentTarget && dismissible) {
          onClose();
        }
        pressedOnOverlay.current = false;
      }}
    >
      <div className={styles.panel}>{children}</div>
    </dialog>
  );
}
