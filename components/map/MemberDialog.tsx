'use client';

import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import type { MemberState } from '@/lib/provider/types';
import MemberDetails from './MemberDetails';
import styles from './MemberMap.module.css';

export interface MemberDialogProps {
  member: MemberState;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The list view's popup (spec §2): a modal dialog with the member's details. Focus moves into it,
 * stays in it (Tab wraps), and Escape, the close button or a click on the backdrop close it; the
 * opener gets focus back (MemberMap keeps track of it).
 */
export default function MemberDialog({ member, onClose }: MemberDialogProps) {
  const t = useTranslations('MemberMap');
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const headingId = `member-dialog-${member.id}`;

  useEffect(() => {
    closeRef.current?.focus();
  }, [member.id]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const [first, last] = [focusable[0], focusable[focusable.length - 1]];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // In <body>, so no ancestor's stacking context or animation can put the page above it.
  return createPortal(
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        className={`${styles.card} ${styles.dialog}`}
        onKeyDown={onKeyDown}
      >
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('close')}</span>
        </button>
        <MemberDetails member={member} headingId={headingId} />
      </div>
    </div>,
    document.body,
  );
}
