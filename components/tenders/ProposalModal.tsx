'use client';

import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import ContactFields from '@/components/forms/ContactFields';
import FilePicker from '@/components/forms/FilePicker';
import FormAlert from '@/components/forms/FormAlert';
import UploadProgress from '@/components/forms/UploadProgress';
import { useFormKit } from '@/components/forms/useFormKit';
import { useFileSize, useUpload } from '@/components/forms/useUpload';
import Dialog from '@/components/ui/Dialog';
import { LOCALE_RECORDS } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { CURRENCIES, DEFAULT_CURRENCY } from '@/lib/proposal/constants';
import { proposalFormData } from '@/lib/proposal/form-data';
import { createProposalSchema, PROPOSAL_FIELDS } from '@/lib/proposal/schema';
import { countryOptions } from '@/lib/upload/countries';
import styles from './ProposalModal.module.css';

export interface ProposalModalProps {
  open: boolean;
  onClose: () => void;
  tenderId: string;
  tenderTitle: string;
}

interface Values {
  company_name: string;
  contact_person: string;
  email: string;
  phone: string;
  country: string;
  proposed_amount: string;
  currency: string;
  consent: boolean;
  proposal_file: File[];
}

const INITIAL: Values = {
  company_name: '',
  contact_person: '',
  email: '',
  phone: '',
  country: '',
  proposed_amount: '',
  currency: DEFAULT_CURRENCY,
  consent: false,
  proposal_file: [],
};

/**
 * The proposal form (spec §2–§5) and its success message, loaded only when a visitor opens it.
 * It validates with the same schema as the server, sends with upload progress, and on failure
 * keeps everything typed and attached. Closing it keeps the draft too; success clears it.
 */
export default function ProposalModal({
  open,
  onClose,
  tenderId,
  tenderTitle,
}: ProposalModalProps) {
  const t = useTranslations('Proposal');
  const locale = useLocale();
  const intl = LOCALE_RECORDS[locale].intl;
  const schema = useMemo(
    () => createProposalSchema((key, values) => t(`errors.${key}`, values)),
    [t],
  );
  const countries = useMemo(() => countryOptions(intl), [intl]);
  const currencyName = useMemo(() => new Intl.DisplayNames([intl], { type: 'currency' }), [intl]);
  const formatSize = useFileSize(intl);
  const [receipt, setReceipt] = useState<{ id: string | null } | null>(null);
  const upload = useUpload(locale, {
    networkError: t('errors.networkError'),
    submissionFailed: t('errors.submissionFailed'),
  });

  const formik = useFormik<Values>({
    initialValues: INITIAL,
    validationSchema: schema,
    // Formik does not drop a stale validation that resolves late, so only changes (and submit)
    // validate: a blur would start one with the values of the previous render.
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const result = await upload.send(
        `/api/tenders/${encodeURIComponent(tenderId)}/apply`,
        proposalFormData(tenderId, values),
      );
      if (result) {
        helpers.resetForm();
        setReceipt({ id: result.receipt });
      }
    },
  });

  const submitting = formik.isSubmitting;
  const {
    control,
    field,
    fieldError,
    errorOf,
    errorId,
    fieldId,
    summary,
    checkbox,
    styles: form,
  } = useFormKit(formik, {
    fields: PROPOSAL_FIELDS,
    idPrefix: 'proposal',
    requiredMessage: t('errors.required'),
    fieldRequired: t('fieldRequired'),
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
          <button
            type="button"
            className={styles.close}
            onClick={close}
            disabled={submitting}
            aria-label={t('close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>

        <form onSubmit={formik.handleSubmit} noValidate className={styles.form}>
          <div>
            <FormAlert summary={summary} failure={upload.failure} />
            <p className={form.note}>{t('allRequired')}</p>
          </div>

          <div className={styles.grid}>
            {field(
              'company_name',
              t('companyName'),
              <input
                {...formik.getFieldProps('company_name')}
                {...control('company_name')}
                type="text"
                autoComplete="organization"
                data-autofocus
              />,
            )}
            {field(
              'contact_person',
              t('contactPerson'),
              <input
                {...formik.getFieldProps('contact_person')}
                {...control('contact_person')}
                type="text"
                autoComplete="name"
              />,
            )}
            <ContactFields
              labels={{
                email: t('email'),
                phone: t('phone'),
                country: t('country'),
                chooseCountry: t('chooseCountry'),
              }}
              countries={countries}
              field={field}
              control={control}
              fieldProps={formik.getFieldProps}
            />
            <div className={styles.amount}>
              {field(
                'proposed_amount',
                t('proposedAmount'),
                <input
                  {...formik.getFieldProps('proposed_amount')}
                  {...control('proposed_amount')}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  dir="ltr"
                />,
                { className: styles.amountField },
              )}
              {field(
                'currency',
                t('currency'),
                <select {...formik.getFieldProps('currency')} {...control('currency')}>
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

          <FilePicker
            id={fieldId('proposal_file')}
            label={t('files')}
            hint={t('filesHint')}
            addLabel={t('addFiles')}
            files={formik.values.proposal_file}
            multiple
            onChange={(files) => {
              formik.setFieldTouched('proposal_file', true, false);
              void formik.setFieldValue('proposal_file', files, true);
            }}
            removeText={t('remove')}
            removeLabel={(name) => t('removeFile', { name })}
            listLabel={t('attached')}
            formatSize={formatSize}
            errorId={errorOf('proposal_file') ? errorId('proposal_file') : null}
            error={fieldError('proposal_file')}
            disabled={submitting}
          />

          {checkbox('consent', t('consent'))}

          {submitting ? (
            <UploadProgress
              value={upload.progress}
              label={t('progressLabel')}
              text={t('progress', { progress: upload.progress })}
            />
          ) : null}

          <div className={styles.actions}>
            <button
              type="button"
              className="button button-secondary"
              onClick={close}
              disabled={submitting}
            >
              {t('cancel')}
            </button>
            <button type="submit" className="button" disabled={submitting}>
              {submitting ? t('submitting') : t('submit')}
            </button>
          </div>
        </form>
      </Dialog>

      <Dialog
        open={open && receipt !== null}
        onClose={closeSuccess}
        labelledBy="proposal-success-title"
        describedBy="proposal-success-text"
        size="small"
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
            <p className={styles.receipt}>{t('receipt', { receipt: receipt.id })}</p>
          ) : null}
          <div className={styles.actions}>
            <Link href="/tenders" className="button button-secondary" onClick={closeSuccess}>
              {t('moreTenders')}
            </Link>
            <button type="button" className="button" onClick={closeSuccess} data-autofocus>
              {t('ok')}
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
