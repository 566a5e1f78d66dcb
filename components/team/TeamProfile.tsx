'use client';

import { useRef, useState, type ReactNode } from 'react';
import ClosableDialog from '@/components/ui/ClosableDialog';
import styles from './TeamGrid.module.css';

export interface TeamProfileProps {
  /** The card's content (photo, name, role), rendered on the server. */
  card: ReactNode;
  /** Id of the hidden text that says what the button does. */
  describedBy: string;
  /** Id of the visible name heading inside `children`. */
  labelledBy: string;
  closeLabel: string;
  /** The biography, rendered on the server; in the HTML from the start, shown in the dialog. */
  children: ReactNode;
}

/** One person's card as a button, and the modal dialog with the full biography it opens. */
export default function TeamProfile({
  card,
  describedBy,
  labelledBy,
  closeLabel,
  children,
}: TeamProfileProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.card}
        aria-haspopup="dialog"
        // The visible name and role are the accessible name (WCAG 2.5.3, label in name); what the
        // button does is its description.
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {card}
      </button>
      <ClosableDialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={labelledBy}
        closeLabel={closeLabel}
        returnFocusTo={trigger}
        className={styles.dialog}
      >
        {children}
      </ClosableDialog>
    </>
  );
}
