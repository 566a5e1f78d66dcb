'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import type { UploadState } from '@/lib/upload/browser/resumable';

/** The announcements' texts, from the form's namespace (Proposal or Applications). */
type AnnouncedText = 'fileProgress' | 'fileWaiting' | 'fileDone' | 'progress';
export type AnnouncementText = (
  key: AnnouncedText,
  values?: Record<string, string | number>,
) => string;

/**
 * The quarter an upload has passed (0.25, 0.5, 0.75), or null before the first and once all of
 * it is sent (then its end is said instead). Progress arrives many times a second: said at every
 * percent, it would flood the reader and bury everything else.
 */
export function milestone(fraction: number): number | null {
  const quarter = Math.floor(fraction * 4) / 4;
  return quarter > 0 && quarter < 1 ? quarter : null;
}

/**
 * What the form's status region (polite) says of its uploads: each chosen file at each quarter,
 * when it waits for the connection, when it is uploaded or refused; then, on Submit, the sending
 * at each quarter. A text is said once: the same milestone reported again says nothing.
 */
export function useUploadAnnouncements(t: AnnouncementText) {
  const [text, setText] = useState('');
  /** The last thing said of each topic (a chosen file, or the sending). */
  const last = useRef(new Map<File | 'send', string>());
  const say = useCallback((topic: File | 'send', message: string | null) => {
    if (message === null || last.current.get(topic) === message) return;
    last.current.set(topic, message);
    setText(message);
  }, []);

  return useMemo(
    () => ({
      text,
      /** A chosen file's upload changed state (useResumableUploads). */
      file(file: File, state: UploadState) {
        const name = file.name;
        if (state.kind === 'uploading') {
          const quarter = milestone(state.fraction);
          say(file, quarter === null ? null : t('fileProgress', { name, progress: quarter }));
        } else if (state.kind === 'waiting') say(file, t('fileWaiting', { name }));
        else if (state.kind === 'done') say(file, t('fileDone', { name }));
        // A refusal's message names the file; a failure that is not one is no news to the
        // visitor (the file goes in the form's body instead).
        else if (state.refused && state.message) say(file, state.message);
      },
      /** The form's body is on its way (Submit): its own quarters. */
      sending(fraction: number) {
        const quarter = milestone(fraction);
        say('send', quarter === null ? null : t('progress', { progress: quarter }));
      },
      /** The sending ended: nothing is left to say (a failure is the alert's). */
      sent() {
        last.current.delete('send');
        setText('');
      },
    }),
    [text, say, t],
  );
}
