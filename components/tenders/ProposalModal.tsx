'use client';

import { useEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import Dialog from '@/components/ui/Dialog';
import { LOCALE_RECORDS } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { CURRENCIES, DEFAULT_CURRENCY, FILE_ACCEPT } from '@/lib/proposal/constants';
import { countryOptions } from '@/lib/upload/countries';
import { proposalFormData } from '@/lib/proposal/form-data';
import { createProposalSchema, PROPOSAL_FIELDS, type ProposalField } from '@/lib/proposal/schema';
import { sendUpload } from '@/lib/upload/send';
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

const fieldId = (field: ProposalField) => `proposal-${field}`;
const errorId = (field: ProposalField) => `proposal-${field}-error`;
const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

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
  const size = useMemo(
    () => ({
      mb: new Intl.NumberFormat(intl, {
        style: 'unit',
        unit: 'megabyte',
        maximumFractionDigits: 1,
      }),
      kb: new Intl.NumberFormat(intl, {
        style: 'unit',
        unit: 'kilobyte',
        maximumFractionDigits: 0,
      }),
    }),
    [intl],
  );
  const formatSize = (bytes: number) =>
    bytes >= 1024 * 1024
      ? size.mb.format(bytes / (1024 * 1024))
      : size.kb.format(Math.max(1, Math.round(bytes / 1024)));

  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [receipt, setReceipt] = useState<{ id: string | null } | null>(null);

  const formik = useFormik<Values>({
    initialValues: INITIAL,
    validationSchema: schema,
    // Formik does not drop a stale validation that resolves late, so only changes (and submit)
    // validate: a blur would start one with the values of the previous render.
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setProgress(0);
      const result = await sendUpload({
        url: `/api/tenders/${encodeURIComponent(tenderId)}/apply`,
        form: proposalFormData(tenderId, values),
        locale,
        onProgress: setProgress,
      });
      if (result.kind === 'ok') {
        helpers.resetForm();
        setReceipt({ id: result.receipt });
        return;
      }
      // Spec §8: "Submission failed" when the answer is not a success, "Network error" when
      // there is no answer; a 4xx from the handler says what to fix instead.
      setFailure(
        result.kind === 'network'
          ? t('errors.networkError')
          : (result.message ?? t('errors.submissionFailed')),
      );
    },
  });

  const submitting = formik.isSubmitting;
  const attempted = formik.submitCount > 0;
  const errorOf = (field: ProposalField): string | null => {
    const error = formik.errors[field];
    return typeof error === 'string' && (attempted || formik.touched[field]) ? error : null;
  };
  const summary = attempted
    ? [
        ...new Set(
          PROPOSAL_FIELDS.map((field) => formik.errors[field]).filter(
            (error): error is string => typeof error === 'string',
          ),
        ),
      ]
    : [];

  // After a refused attempt, take the visitor to the first field to fix.
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) {
      const first = PROPOSAL_FIELDS.find((field) => typeof formik.errors[field] === 'string');
      if (first) document.getElementById(fieldId(first))?.focus();
    }
    wasSubmitting.current = submitting;
  }, [submitting, formik.errors]);

  const addFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again after removing it fires a change.
    event.target.value = '';
    if (chosen.length === 0) return;
    const current = formik.values.proposal_file;
    const added = chosen.filter((file) => !current.some((known) => sameFile(known, file)));
    formik.setFieldTouched('proposal_file', true, false);
    void formik.setFieldValue('proposal_file', [...current, ...added], true);
  };
  const removeFile = (index: number) => {
    // The removed file's button disappears: focus goes back to the file picker.
    document.getElementById(fieldId('proposal_file'))?.focus();
    void formik.setFieldValue(
      'proposal_file',
      formik.values.proposal_file.filter((_, i) => i !== index),
      true,
    );
  };

  const describedBy = (field: ProposalField, ...extra: string[]) =>
    [...extra, errorOf(field) ? errorId(field) : null].filter(Boolean).join(' ') || undefined;
  const control = (field: ProposalField) => ({
    id: fieldId(field),
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': describedBy(field),
    'aria-required': true,
  });
  const fieldError = (field: ProposalField) =>
    errorOf(field) ? (
      <p id={errorId(field)} className={styles.fieldError}>
        {errorOf(field) === t('errors.required') ? t('fieldRequired') : errorOf(field)}
      </p>
    ) : null;
  const field = (name: ProposalField, label: string, input: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={fieldId(name)} className={styles.label}>
        {label}
      </label>
      {input}
      {fieldError(name)}
    </div>
  );

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
            {/* Always present, so that screen readers announce what appears in it. */}
            <div role="alert" className={summary.length > 0 || failure ? styles.alert : undefined}>
              {summary.length > 0 || failure ? (
                <ul>
                  {summary.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                  {failure && summary.length === 0 ? <li>{failure}</li> : null}
                </ul>
              ) : null}
            </div>
            <p className={styles.note}>{t('allRequired')}</p>
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
            {field(
              'email',
              t('email'),
              <input
                {...formik.getFieldProps('email')}
                {...control('email')}
                type="email"
                autoComplete="email"
                dir="ltr"
              />,
            )}
            {field(
              'phone',
              t('phone'),
              <input
                {...formik.getFieldProps('phone')}
                {...control('phone')}
                type="tel"
                autoComplete="tel"
                dir="ltr"
              />,
            )}
            {field(
              'country',
              t('country'),
              <select {...formik.getFieldProps('country')} {...control('country')}>
                <option value="">{t('chooseCountry')}</option>
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>,
            )}
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
              )}
            </div>
          </div>

          <div className={styles.files}>
            <span id="proposal-files-label" className={styles.label}>
              {t('files')}
            </span>
            <p id="proposal-files-hint" className={styles.hint}>
              {t('filesHint')}
            </p>
            <input
              id={fieldId('proposal_file')}
              className={`visually-hidden ${styles.fileInput}`}
              type="file"
              multiple
              accept={FILE_ACCEPT}
              onChange={addFiles}
              disabled={submitting}
              aria-labelledby="proposal-files-label"
              aria-describedby={describedBy('proposal_file', 'proposal-files-hint')}
              aria-invalid={errorOf('proposal_file') ? true : undefined}
              aria-required
            />
            {/* The visible button of the hidden input; the input itself carries the name. */}
            <label
              htmlFor={fieldId('proposal_file')}
              className={styles.addFiles}
              aria-hidden="true"
            >
              {t('addFiles')}
            </label>
            {formik.values.proposal_file.length > 0 ? (
              <ul className={styles.fileList} aria-label={t('attached')}>
                {formik.values.proposal_file.map((file, index) => (
                  <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                    <span className={styles.fileName} dir="auto">
                      {file.name}
                    </span>
                    <span className={styles.fileSize}>{formatSize(file.size)}</span>
                    <button
                      type="button"
                      className={styles.remove}
                      onClick={() => removeFile(index)}
                      disabled={submitting}
                      aria-label={t('removeFile', { name: file.name })}
                    >
                      {t('remove')}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {/* Polite: size and type problems appear as soon as files are added. */}
            <div aria-live="polite">{fieldError('proposal_file')}</div>
          </div>

          <div className={styles.consent}>
            <input
              {...formik.getFieldProps({ name: 'consent', type: 'checkbox' })}
              {...control('consent')}
              type="checkbox"
            />
            <label htmlFor={fieldId('consent')}>{t('consent')}</label>
            {fieldError('consent')}
          </div>

          {submitting ? (
            <div className={styles.progress}>
              <progress max={1} value={progress} aria-label={t('progressLabel')} />
              <span>{t('progress', { progress })}</span>
            </div>
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
