'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  newSubmissionId,
  startResumableUpload,
  type ResumableUpload,
  type UploadState,
} from '@/lib/upload/browser/resumable';
import type { UploadFormKind } from '@/lib/upload/tus/forms';

/**
 * The files of one form, each uploading by tus from the moment it is chosen (its own state and
 * progress), and on submit the form's body with each finished file named by its address in its
 * own field (`proposal_file[0]`, `cv`). A file that could not go by tus for a reason that is not
 * a refusal goes in the body itself, as without JavaScript.
 */
export function useResumableUploads(
  form: UploadFormKind,
  locale: string,
  /** Told of every state a file's upload reports (what the form says of it to a reader). */
  listen?: (file: File, state: UploadState | null) => void,
) {
  const listener = useRef(listen);
  useEffect(() => {
    listener.current = listen;
  }, [listen]);
  const uploads = useRef(new Map<File, ResumableUpload>());
  const submission = useRef<string | null>(null);
  const [states, setStates] = useState<ReadonlyMap<File, UploadState>>(new Map());
  /** The latest states, for the submit handler (which runs after a render). */
  const statesRef = useRef(states);
  useEffect(() => {
    statesRef.current = states;
  }, [states]);

  const setState = useCallback((file: File, state: UploadState) => {
    setStates((current) => new Map(current).set(file, state));
  }, []);

  /** One field's files changed: new ones start, removed ones stop and are removed. */
  const sync = useCallback(
    (before: readonly File[], after: readonly File[]) => {
      submission.current ??= newSubmissionId();
      for (const file of before) {
        if (after.includes(file)) continue;
        uploads.current.get(file)?.cancel();
        uploads.current.delete(file);
        listener.current?.(file, null);
        setStates((current) => {
          const next = new Map(current);
          next.delete(file);
          return next;
        });
      }
      for (const file of after) {
        if (uploads.current.has(file)) continue;
        uploads.current.set(
          file,
          startResumableUpload(file, {
            form,
            submission: submission.current,
            locale,
            onState: (state) => {
              setState(file, state);
              listener.current?.(file, state);
            },
          }),
        );
      }
    },
    [form, locale, setState],
  );

  /**
   * The body to send: each file entry that finished by tus replaced by its address. Waits for
   * files still being sent, not for one waiting for the connection or the site (sent in the body);
   * the first refusal's message when one was refused.
   */
  const named = useCallback(
    async (body: FormData): Promise<{ form: FormData } | { refused: string | null }> => {
      const out = new FormData();
      // FormData copies a File it is given with a name, so a part is matched to its upload by
      // what the file picker also compares: name, size and modification time.
      const same = (a: File, b: File) =>
        a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
      for (const [key, value] of body.entries()) {
        if (typeof value === 'string') {
          out.append(key, value);
          continue;
        }
        const chosen = [...uploads.current.keys()].find((file) => same(file, value));
        // One waiting for the connection or for the site is not waited out: the file goes in the
        // body, and the visitor reads the site's answer (or the network error) with the form kept.
        const settled = chosen ? await uploads.current.get(chosen)!.settled() : null;
        const url = settled && settled !== 'waiting' ? settled.url : null;
        if (url) {
          out.append(key, url);
          continue;
        }
        const state = chosen ? statesRef.current.get(chosen) : undefined;
        if (state?.kind === 'failed' && state.refused) return { refused: state.message };
        out.append(key, value, value.name);
      }
      return { form: out };
    },
    [],
  );
  /** After a submission: its uploads are the provider's now; a new form gets a new id. */
  const reset = useCallback(() => {
    uploads.current.clear();
    submission.current = null;
    setStates(new Map());
  }, []);

  // The form going away stops uploads in flight; the server keeps what it has for 24 h, and the
  // same file chosen again resumes.
  useEffect(() => {
    const current = uploads.current;
    return () => {
      for (const upload of current.values()) upload.stop();
    };
  }, []);

  return { states, sync, named, reset };
}
