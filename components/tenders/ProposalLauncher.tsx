'use client';

import { useCallback, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

// The form (Formik, Yup, the country list) is fetched only when a visitor asks for it, so it is
// not part of the tender page's first load.
const loadModal = () => import('./ProposalModal');
const ProposalModal = dynamic(loadModal, { ssr: false });

export interface ProposalLauncherProps {
  tenderId: string;
  tenderTitle: string;
}

/** The Submit Proposal button of an open tender; it opens the proposal form in a modal dialog. */
export default function ProposalLauncher({ tenderId, tenderTitle }: ProposalLauncherProps) {
  const t = useTranslations('Proposal');
  const [open, setOpen] = useState(false);
  // Once opened, the form stays mounted so a closed draft is still there when reopened.
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="button"
        aria-haspopup="dialog"
        // Start fetching the form as soon as the pointer or focus is on the button.
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('open')}
      </button>
      {loaded ? (
        <ProposalModal open={open} onClose={close} tenderId={tenderId} tenderTitle={tenderTitle} />
      ) : null}
    </>
  );
}
