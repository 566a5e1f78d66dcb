'use client';

import { useCallback, useRef, useState, type ComponentType } from 'react';
import { fetchJsonOnce } from '@/lib/fetch-once';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import type { ProposalModalProps } from './ProposalModal';

export interface ProposalLauncherProps {
  tenderId: string;
  tenderTitle: string;
  locale: Locale;
  /** "Submit Proposal", translated on the server. */
  label: string;
}

interface Loaded {
  Dialog: ComponentType<ProposalModalProps>;
  messages: Messages['Proposal'];
}

/**
 * The form's code and strings, downloaded once per page load (the bundler keeps the module, and
 * fetchJsonOnce the strings); a failed download is tried again on the next hover, focus or click.
 */
function load(locale: Locale): Promise<Loaded> {
  return Promise.all([
    import('./ProposalModal'),
    fetchJsonOnce<Pick<Messages, 'Proposal'>>(`/messages/proposal.${locale}.json`),
  ]).then(([module, messages]) => ({ Dialog: module.default, messages: messages.Proposal }));
}

/**
 * The Submit Proposal button of an open tender; it opens the proposal form in a modal dialog. The
 * form's code (Formik, Yup, the country list) and its strings are not
 * part of the tender page's first load: they are fetched when the pointer or focus reaches the
 * button, so that they are there by the time it is clicked, and on the click at the latest.
 */
export default function ProposalLauncher({
  tenderId,
  tenderTitle,
  locale,
  label,
}: ProposalLauncherProps) {
  const [open, setOpen] = useState(false);
  // Once opened, the form stays mounted so a closed draft is still there when reopened.
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);
  const prefetch = () => void load(locale).catch(() => undefined);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="button"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          load(locale).then(
            (answer) => {
              setLoaded(answer);
              setOpen(true);
            },
            // Offline or a failed request: the button stays, and the next click tries again.
            () => undefined,
          );
        }}
      >
        {label}
      </button>
      {loaded ? (
        <loaded.Dialog
          locale={locale}
          messages={loaded.messages}
          open={open}
          onClose={close}
          tenderId={tenderId}
          tenderTitle={tenderTitle}
          returnFocusTo={trigger}
        />
      ) : null}
    </>
  );
}
