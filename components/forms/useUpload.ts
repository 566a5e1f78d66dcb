'use client';

import { useMemo, useState } from 'react';
import { sendUpload } from '@/lib/upload/browser/send';

export interface UploadMessages {
  networkError: string;
  /** A 503: no instance of the site could take it (the edge answered, deploy/varnish.vcl). */
  unavailable: string;
  submissionFailed: string;
}

/**
 * Sending an upload form: progress while it goes, and on failure the message to show —
 * "Submission failed" when the answer is not a success, "Network error" when there is no answer,
 * "cannot accept submissions at the moment" for a 503 (the edge found no instance of the site up),
 * and a 4xx's own message (what to fix) when the site's handler sent one. The form's values are
 * the caller's and are left as they are, so nothing typed or attached is lost.
 */
export function useUpload(
  locale: string,
  messages: UploadMessages,
  /** Told of the progress too (the form says it to a reader at milestones). */
  onProgress?: (fraction: number) => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const send = async (url: string, form: FormData): Promise<{ receipt: string | null } | null> => {
    setFailure(null);
    setProgress(0);
    const result = await sendUpload({
      url,
      form,
      locale,
      onProgress: (fraction) => {
        setProgress(fraction);
        onProgress?.(fraction);
      },
    });
    if (result.kind === 'ok') return { receipt: result.receipt };
    setFailure(
      result.kind === 'network'
        ? messages.networkError
        : result.status === 503
          ? messages.unavailable
          : (result.message ?? messages.submissionFailed),
    );
    return null;
  };
  return { failure, progress, send, fail: setFailure };
}

/**
 * Sizes of attached files in the reader's language, with the unit its readers know ("2.4 MB",
 * "2.4 ميغابايت": `unitDisplay` of the language's record, as lib/format.ts writes a download's).
 */
export function useFileSize(
  intl: string,
  unitDisplay: 'short' | 'long' = 'short',
): (bytes: number) => string {
  return useMemo(() => {
    const mb = new Intl.NumberFormat(intl, {
      style: 'unit',
      unit: 'megabyte',
      unitDisplay,
      maximumFractionDigits: 1,
    });
    const kb = new Intl.NumberFormat(intl, {
      style: 'unit',
      unit: 'kilobyte',
      unitDisplay,
      maximumFractionDigits: 0,
    });
    return (bytes: number) =>
      bytes >= 1024 * 1024
        ? mb.format(bytes / (1024 * 1024))
        : kb.format(Math.max(1, Math.round(bytes / 1024)));
  }, [intl, unitDisplay]);
}
