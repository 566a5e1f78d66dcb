'use client';

import { useMemo, type RefObject } from 'react';
import NextLink from 'next/link';
import { useUploadForm } from '@/components/forms/useUploadForm';
import CloseButton from '@/components/ui/CloseButton';
import Dialog from '@/components/ui/Dialog';
import { LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { localizePath } from '@/lib/i18n/paths';
import { createTranslate } from '@/lib/i18n/translate';
import { CURRENCIES, DEFAULT_CURRENCY } from '@/lib/proposal/constants';
import { createProposalSchema, PROPOSAL_FIELDS, PROPOSAL_SHOWN_ORDER } from '@/lib/proposal/schema';
import { emptyState, writeForm } from '@/lib/upload/form';
import styles from './ProposalModal.module.css';

export interface ProposalModalProps {
  open: boolean;
  onClose: () => void;
  tenderId: string;
  tenderTitle: string;
  locale: Locale;
  /** The Proposal messages in the page's language, fetched with this code (ProposalLauncher). */
  messages: Messages['Proposal'];
  /**
   * The button that opened the form: the receipt gives the focus back to it (the receipt opens
   * while the form still holds the focus, so that is what it would otherwise go back to).
   */
  returnFocusTo?: RefObject<HTMLButtonElement | null>;
}

const INITIAL = { ...emptyState(PROPOSAL_FIELDS), currency: DEFAULT_CURRENCY };

/**
 * The proposal form (docs/features.md, *Tenders and proposals*) and its success message, loaded only when a
 * visitor opens it. It validates with the same schema as the server, sends with upload progress,
 * and on failure keeps everything typed and attached. Closing it keeps the draft too; success
 * clears it.
 */
export default function ProposalModal({
  open,
  onClose,
  tenderId,
  tenderTitle,
  locale,
  messages,
  returnFocusTo,
}: ProposalModalProps) {
  const t = useMemo(() => createTranslate(locale, 'Proposal', messages), [locale, messages]);
  const intl = LOCALE_RECORDS[locale].intl;
  const currencyName = useMemo(() => new Intl.DisplayNames([intl], { type: 'currency' }), [intl]);
  const schema = useMemo(
    () => createProposalSchema((key, values) => t(`errors.${key}`, values)),
    [t],
  );
  const { formik, kit, submitting, receipt, setReceipt, input, contact, files, actions, form } =
    useUploadForm({
      locale,
      t,
      fields: PROPOSAL_FIELDS,
      order: PROPOSAL_SHOWN_ORDER,
      initialValues: INITIAL,
      schema,
      idPrefix: 'proposal',
      uploadForm: 'tender',
      request: (values) => ({
        url: `/api/tenders/${encodeURIComponent(tenderId)}/apply`,
        form: writeForm(PROPOSAL_FIELDS, values, { tender_id: tenderId }),
      }),
    });

  const close = () => {
    if (!submitting) onClose();
  };
  const closeSuccess = () => {
    setReceipt(null);
    onClose();
  };

  return (
    <>
      {/* The receipt before the form: it opens (and takes the focus) before the form closes, so
          the form's closing leaves the focus with it (components/ui/Dialog). */}
      <Dialog
        open={open && receipt !== null}
        onClose={closeSuccess}
        labelledBy="proposal-success-title"
        // The reference number is part of what is said on opening: a reader who goes straight to
        // OK would otherwise close the dialog without having heard it.
        describedBy={
          receipt?.id ? 'proposal-success-text proposal-receipt' : 'proposal-success-text'
        }
        size="small"
        returnFocusTo={returnFocusTo}
      >
        <div className={styles.success}>
          <span className={styles.tick} aria-hidden="true">
            ✓
          </span>
          <h2 id="proposal-success-title" className={styles.title}>
            {t('successTitle')}
          </h2>
          <p id="proposal-success-text">{t('successText')}</p>
          {receipt?.id ? (
            <p id="proposal-receipt" className={styles.receipt}>
              {t('receipt', { receipt: receipt.id })}
            </p>
          ) : null}
          <div className={styles.actions}>
            <NextLink
              href={localizePath(locale, '/tenders')}
              className="button button-secondary"
              onClick={closeSuccess}
            >
              {t('moreTenders')}
            </NextLink>
            <button type="button" className="button" onClick={closeSuccess} data-autofocus>
              {t('ok')}
            </button>
          </div>
        </div>
      </Dialog>
      <Dialog
        open={open && !receipt}
        onClose={close}
        labelledBy="proposal-title"
        describedBy="proposal-tender"
        dismissible={!submitting}
      >
        <div className={styles.head}>
          <div>
            <h2 id="proposal-title" className={styles.title}>
              {t('title')}
            </h2>
            <p id="proposal-tender" className={styles.tender}>
              {t('forTender', { title: tenderTitle })}
            </p>
          </div>
          <CloseButton label={t('close')} onClick={close} disabled={submitting} />
        </div>

        {form(
          styles.form,
          <>
            <div className={styles.grid}>
              {input('company_name', t('companyName'), {
                autoComplete: 'organization',
                'data-autofocus': true,
              })}
              {input('contact_person', t('contactPerson'), { autoComplete: 'name' })}
              {contact()}
              <div className={styles.amount}>
                {input(
                  'proposed_amount',
                  t('proposedAmount'),
                  { inputMode: 'decimal', autoComplete: 'off', dir: 'ltr' },
                  { className: styles.amountField },
                )}
                {kit.field(
                  'currency',
                  t('currency'),
                  <select {...formik.getFieldProps('currency')} {...kit.control('currency')}>
                    {CURRENCIES.map((code) => (
                      <option key={code} value={code}>
                        {code} – {currencyName.of(code)}
                      </option>
                    ))}
                  </select>,
                  { className: styles.currencyField },
                )}
              </div>
            </div>

            {files(
              'proposal_file',
              {
                label: t('files'),
                hint: t('filesHint'),
                addLabel: t('addFiles'),
                listLabel: t('attached'),
              },
              { multiple: true },
            )}

            {kit.checkbox('consent', t('consent'))}

            {actions(
              styles.actions,
              <button
                type="button"
                className="button button-secondary"
                onClick={close}
                disabled={submitting}
              >
                {t('cancel')}
              </button>,
            )}
          </>,
        )}
      </Dialog>
    </>
  );
}
