'use client';

import { useRef, useState } from 'react';
import Image from 'next/image';
import type { TeamMember } from '@/lib/provider/types';
import styles from './TeamGrid.module.css';

export interface TeamGridProps {
  members: TeamMember[];
  labels: { readBio: string; close: string };
}

/** People as cards; each opens a modal dialog with the full biography (native <dialog>). */
export default function TeamGrid({ members, labels }: TeamGridProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLButtonElement | null>(null);
  const [selected, setSelected] = useState<TeamMember | null>(null);

  const open = (member: TeamMember, trigger: HTMLButtonElement) => {
    returnTo.current = trigger;
    setSelected(member);
    dialogRef.current?.showModal();
  };

  return (
    <>
      <ul className={styles.grid}>
        {members.map((member) => (
          <li key={member.id}>
            <button
              type="button"
              className={styles.card}
              aria-haspopup="dialog"
              // The visible name and role are the accessible name (WCAG 2.5.3, label in name);
              // what the button does is its description.
              aria-describedby={`team-bio-hint-${member.id}`}
              onClick={(event) => open(member, event.currentTarget)}
            >
              {member.image ? (
                <span className={styles.photo}>
                  <Image src={member.image} alt="" fill sizes="(max-width: 640px) 50vw, 280px" />
                </span>
              ) : null}
              <span className={styles.name}>{member.name}</span>
              {member.position ? <span className={styles.role}>{member.position}</span> : null}
            </button>
            <span id={`team-bio-hint-${member.id}`} hidden>
              {labels.readBio.replace('{name}', member.name)}
            </span>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby="team-dialog-name"
        onClose={() => returnTo.current?.focus()}
        onClick={(event) => {
          if (event.target === event.currentTarget) dialogRef.current?.close();
        }}
      >
        {selected ? (
          <div className={styles.body}>
            <button
              type="button"
              className={styles.close}
              aria-label={labels.close}
              onClick={() => dialogRef.current?.close()}
            >
              <span aria-hidden="true">×</span>
            </button>
            {selected.image ? (
              <span className={styles.dialogPhoto}>
                <Image src={selected.image} alt="" fill sizes="160px" />
              </span>
            ) : null}
            <h2 id="team-dialog-name">{selected.name}</h2>
            {selected.position ? <p className={styles.role}>{selected.position}</p> : null}
            {selected.bio ? <p>{selected.bio}</p> : null}
            {selected.email ? (
              <p>
                <a href={`mailto:${selected.email}`}>{selected.email}</a>
              </p>
            ) : null}
          </div>
        ) : null}
      </dialog>
    </>
  );
}
