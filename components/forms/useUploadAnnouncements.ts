'use client';

import { useRef, useState } from 'react';
import type { UploadState } from '@/lib/upload/browser/resumable';

/** The announcements' texts, from the form's namespace (Proposal or Applications). */
type AnnouncedText = 'fileProgress' | 'fileWaiting' | 'fileDone' | 'progress';
export type AnnouncementText = (
  key: AnnouncedText,
  values?: Record<string, string | number>,
) => string;

/**
 * The quarter an upload has passed (0.25, 0.5, 0.75), or 0 before the first and once all of it
 * is sent (then its end is said instead). Progress arrives many times a second: said at every
 * percent, it would flood the reader and bury everything else.
 */
export function milestone(fraction: number): number {
  const quarter = Math.floor(fraction * 4) / 4;
  return quarter < 1 ? quarter : 0;
}

/**
 * What the form's status region (polite) says of its uploads: each chosen file at each quarter,
 * when it waits for the connection, when it is uploaded; then, on Submit, the sending
 * at each quarter. A text is said once: the same milestone reported again says nothing.
 */
export function useUploadAnnouncements(t: AnnouncementText) {
  const [text, setText] = useState('');
  /** The last thing said of each topic: a chosen file, or the sending (0). */
  const last = useRef(new Map<File | 0, string>());
  const say = (topic: File | 0, message: string | null) => {
    if (message && last.current.get(topic) !== message) {
      last.current.set(topic, message);
      setText(message);
    }
  };
  // Plain functions, remade at each render: whoever holds one keeps it in a ref or uses it
  // within the render it was given in, and hooks around them would cost the form page bytes.
  return {
    text,
    /**
     * A chosen file's upload changed state (useResumableUploads), or the file was removed (null:
     * what was said of it is taken back, so no stale text stays to be read). A refusal is not said
     * here: the field says it beside the file, and the alert on Submit.
     */
    file(file: File, state: UploadState | null) {
      const name = file.name;
      if (!state) {
        if (last.current.get(file) === text) setText('');
        last.current.delete(file);
        return;
      }
      const quarter = state.kind === 'uploading' && milestone(state.fraction);
      say(
        file,
        quarter
          ? t('fileProgress', { name, progress: quarter })
          : state.kind === 'waiting'
            ? t('fileWaiting', { name })
            : state.kind === 'done'
              ? t('fileDone', { name })
              : null,
      );
    },
    /** The form's body is on its way (Submit): its own quarters. */
    sending(fraction: number) {
      const quarter = milestone(fraction);
      say(0, quarter ? t('progress', { progress: quarter }) : null);
    },
    /** The sending ended: nothing is left to say (a failure is the alert's). */
    sent() {
      last.current.delete(0);
      setText('');
    },
  };
}
