'use client';

import { useMemo, useState, useSyncExternalStore } from 'react';
import { useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import ContactFields from '@/components/forms/ContactFields';
import FilePicker from '@/components/forms/FilePicker';
import FormAlert from '@/components/forms/FormAlert';
import UploadProgress from '@/components/forms/UploadProgress';
import { useFormKit } from '@/components/forms/useFormKit';
import { useFileSize, useUpload } from '@/components/forms/useUpload';
import { applicationFormData } from '@/lib/applications/form-data';
import {
  APPLICATION_FIELDS,
  createInternshipApplicationSchema,
  createJobApplicationSchema,
  type ApplicationKind,
  type ApplicationRuleMessage,
} from '@/lib/applications/schema';
import { LOCALE_RECORDS } from '@/lib/i18n/locales';
import { countryOptions } from '@/lib/upload/countries';
import styles from './ApplicationForm.module.css';

export interface ApplicationFormProps {
  kind: ApplicationKind;
  /** The vacancy applied for (job applications only). */
  vacancyId?: string;
}

interface Values {
  full_name: string;
  email: string;
  phone: string;
  country: string;
  profile_url: string;
  university: string;
  field_of_study: string;
  period_start: string;
  period_end: string;
  cv: File | null;
  cover_letter: string;
  cover_letter_file: File | null;
  motivation_letter: string;
  motivation_letter_file: File | null;
  consent: boolean;
}

const INITIAL: Values = {
  full_name: '',
  email: '',
  phone: '',
  country: '',
  profile_url: '',
  university: '',
  field_of_study: '',
  period_start: '',
  period_end: '',
  cv: null,
  cover_letter: '',
  cover_letter_file: null,
  motivation_letter: '',
  motivation_letter_file: null,
  consent: false,
};

const noSubscription = () => () => {};
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * The job and internship application forms, inline on their pages. They validate with the same
 * schema as the server, send with upload progress, and on failure keep everything typed and
 * attached; a success replaces the form with the receipt.
 */
export default function ApplicationForm({ kind, vacancyId }: ApplicationFormProps) {
  const t = useTranslations('Applications');
  const locale = useLocale();
  const intl = LOCALE_RECORDS[locale].intl;
  // Country names come from the browser's Intl data, which may word them differently from the
  // server's: they are filled in once hydrated, and the form cannot be sent before then (a
  // plain HTML submission would put the applicant's data in the address).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const countries = useMemo(() => (hydrated ? countryOptions(intl) : []), [hydrated, intl]);
  const formatSize = useFileSize(intl);
  const schema = useMemo(() => {
    const translate = (key: ApplicationRuleMessage, values?: Record<string, string | number>) =>
      t(`errors.${key}`, values);
    return kind === 'job'
      ? createJobApplicationSchema(translate)
      : createInternshipApplicationSchema(translate);
  }, [kind, t]);
  const upload = useUpload(locale, {
    networkError: t('errors.networkError'),
    submissionFailed: t('errors.submissionFailed'),
  });
  const [receipt, setReceipt] = useState<{ id: string | null } | null>(null);

  const formik = useFormik<Values>({
    initialValues: INITIAL,
    validationSchema: schema,
    // Formik does not drop a stale validation that resolves late, so only changes (and submit)
    // validate: a blur would start one with the values of the previous render.
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const url =
        kind === 'job'
          ? `/api/vacancies/${encodeURIComponent(vacancyId ?? '')}/apply`
          : '/api/internship/apply';
      const result = await upload.send(url, applicationFormData(kind, values, vacancyId));
      if (result) {
        helpers.resetForm();
        setReceipt({ id: result.receipt });
      }
    },
  });

  const submitting = formik.isSubmitting;
  const kit = useFormKit(formik, {
    fields: APPLICATION_FIELDS[kind],
    idPrefix: `${kind}-application`,
    requiredMessage: t('errors.required'),
    fieldRequired: t('fieldRequired'),
  });
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
  } = kit;
  const optional = (label: string) => (
    <>
      {label} <span className={form.optional}>({t('optional')})</span>
    </>
  );
  const text = (
    name: 'full_name' | 'university' | 'field_of_study',
    label: string,
    autoComplete: string,
  ) =>
    field(
      name,
      label,
      <input
        {...formik.getFieldProps(name)}
        {...control(name)}
        type="text"
        autoComplete={autoComplete}
      />,
    );
  const month = (name: 'period_start' | 'period_end', label: string) =>
    field(
      name,
      label,
      <input
        {...formik.getFieldProps(name)}
        {...control(name, { hint: 'internship-period-hint' })}
        type="month"
        placeholder="YYYY-MM"
        dir="ltr"
      />,
    );
  const document = (
    name: 'cv' | 'cover_letter_file' | 'motivation_letter_file',
    label: string,
    required: boolean,
  ) => {
    const file = formik.values[name];
    return (
      <FilePicker
        id={fieldId(name)}
        label={required ? label : optional(label)}
        hint={t('fileHint')}
        addLabel={file ? t('replaceFile') : t('chooseFile')}
        files={file ? [file] : []}
        onChange={(files) => {
          formik.setFieldTouched(name, true, false);
          void formik.setFieldValue(name, files[0] ?? null, true);
        }}
        removeText={t('remove')}
        removeLabel={(fileName) => t('removeFile', { name: fileName })}
        listLabel={label}
        formatSize={formatSize}
        errorId={errorOf(name) ? errorId(name) : null}
        error={fieldError(name)}
        required={required}
        disabled={submitting}
      />
    );
  };
  const letter = kind === 'job' ? 'cover_letter' : 'motivation_letter';

  if (receipt) {
    return (
      <div className={styles.success}>
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        {/* The form is gone: the success message takes the focus, so it is read out. */}
        <h3 ref={focusOnMount} tabIndex={-1} className={styles.successTitle}>
          {t('successTitle')}
        </h3>
        <p>{t('successText')}</p>
        {receipt.id ? (
          <p className={styles.receipt}>{t('receipt', { receipt: receipt.id })}</p>
        ) : null}
        <button type="button" className="button button-secondary" onClick={() => setReceipt(null)}>
          {t('another')}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={formik.handleSubmit} noValidate className={styles.form}>
      <div>
        <FormAlert summary={summary} failure={upload.failure} />
        <p className={form.note}>{t('allRequired')}</p>
      </div>

      <div className={styles.grid}>
        {text('full_name', t('fullName'), 'name')}
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
        {kind === 'job'
          ? field(
              'profile_url',
              optional(t('profileUrl')),
              <input
                {...formik.getFieldProps('profile_url')}
                {...control('profile_url', {
                  required: false,
                  hint: `${fieldId('profile_url')}-hint`,
                })}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://"
                dir="ltr"
              />,
              { hint: t('profileUrlHint'), className: styles.wide },
            )
          : null}
        {kind === 'internship' ? (
          <>
            {text('university', t('university'), 'organization')}
            {text('field_of_study', t('fieldOfStudy'), 'off')}
            <fieldset className={styles.period}>
              <legend className={form.label}>{t('period')}</legend>
              <p id="internship-period-hint" className={form.hint}>
                {t('periodHint')}
              </p>
              <div className={styles.months}>
                {month('period_start', t('periodStart'))}
                {month('period_end', t('periodEnd'))}
              </div>
            </fieldset>
          </>
        ) : null}
      </div>

      {document('cv', t('cv'), true)}

      {field(
        letter,
        kind === 'job' ? t('coverLetter') : t('motivationLetter'),
        <textarea
          {...formik.getFieldProps(letter)}
          {...control(letter, { hint: `${fieldId(letter)}-hint` })}
          rows={8}
          dir="auto"
        />,
        { hint: t('letterHint') },
      )}
      {kind === 'job'
        ? document('cover_letter_file', t('coverLetterFile'), false)
        : document('motivation_letter_file', t('motivationLetterFile'), false)}

      {checkbox('consent', t('consent'))}

      {submitting ? (
        <UploadProgress
          value={upload.progress}
          label={t('progressLabel')}
          text={t('progress', { progress: upload.progress })}
        />
      ) : null}

      <div className={styles.actions}>
        <button type="submit" className="button" disabled={!hydrated || submitting}>
          {submitting ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
