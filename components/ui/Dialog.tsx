'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Asked to close: Escape, a click on the overlay, or a control inside calling it. */
  onClose: () => void;
  /** Id of the dialog's title. */
  labelledBy: string;
  describedBy?: string;
  /** While false (an upload under way), Escape and the overlay do nothing. */
  dismissible?: boolean;
  size?: 'small' | 'large';
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert
 * (focus stays inside, screen readers see only the dialog) and puts it in the top layer. Focus
 * goes to the element marked `data-autofocus`, else to the first focusable one; the opener
 * returns focus to its trigger when it closes the dialog.
 */
export default function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  dismissible = true,
  size = 'large',
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnOverlay = useRef(false);
  const state = useRef({ open, dismissible, onClose });
  useEffect(() => {
    state.current = { open, dismissible, onClose };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

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
      className={`${styles.dialog} ${size === 'small' ? styles.small : ''}`}
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
