'use client';

import { useMemo, type ReactNode } from 'react';
import { useUploadForm } from '@/components/forms/useUploadForm';
import {
  APPLICATION_FIELDS,
  createInternshipApplicationSchema,
  createJobApplicationSchema,
  type ApplicationKind,
  type ApplicationRuleMessage,
} from '@/lib/applications/schema';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { createTranslate } from '@/lib/i18n/translate';
import { emptyState, fieldNames, writeForm } from '@/lib/upload/form';
import styles from './ApplicationForm.module.css';

export interface ApplicationFormProps {
  kind: ApplicationKind;
  /** The vacancy applied for (job applications only). */
  vacancyId?: string;
  locale: Locale;
  /** The form's strings, the Applications messages in the page's language, from the server. */
  messages: Messages['Applications'];
}

/** Both forms' fields: one set of Formik values serves either form. */
const ALL_FIELDS = { ...APPLICATION_FIELDS.job, ...APPLICATION_FIELDS.internship };
const INITIAL = emptyState(ALL_FIELDS);

const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * The job and internship application forms, inline on their pages. They validate with the same
 * schema as the server, send with upload progress, and on failure keep everything typed and
 * attached; a success replaces the form with the receipt.
 */
export default function ApplicationForm({
  kind,
  vacancyId,
  locale,
  messages,
}: ApplicationFormProps) {
  const t = useMemo(() => createTranslate(locale, 'Applications', messages), [locale, messages]);
  const schema = useMemo(() => {
    const translate = (key: ApplicationRuleMessage, values?: Record<string, string | number>) =>
      t(`errors.${key}`, values);
    return kind === 'job'
      ? createJobApplicationSchema(translate)
      : createInternshipApplicationSchema(translate);
  }, [kind, t]);
  const { formik, kit, receipt, setReceipt, input, contact, files, actions, form } = useUploadForm({
    locale,
    t,
    fields: ALL_FIELDS,
    order: fieldNames(APPLICATION_FIELDS[kind]),
    initialValues: INITIAL,
    schema,
    idPrefix: `${kind}-application`,
    uploadForm: kind === 'job' ? 'vacancy' : 'internship',
    request: (values) =>
      kind === 'job'
        ? {
            url: `/api/vacancies/${encodeURIComponent(vacancyId ?? '')}/apply`,
            form: writeForm(
              APPLICATION_FIELDS.job,
              values,
              vacancyId ? { vacancy_id: vacancyId } : {},
            ),
          }
        : {
            url: '/api/internship/apply',
            form: writeForm(APPLICATION_FIELDS.internship, values),
          },
  });
  const optional = (label: string) => (
    <>
      {label} <span className={kit.styles.optional}>({t('optional')})</span>
    </>
  );
  const month = (name: 'period_start' | 'period_end', label: string) =>
    input(
      name,
      label,
      { type: 'month', placeholder: 'YYYY-MM', dir: 'ltr' },
      { describedBy: 'internship-period-hint' },
    );
  const document = (
    name: 'cv' | 'cover_letter_file' | 'motivation_letter_file',
    label: string,
    required: boolean,
  ): ReactNode =>
    files(
      name,
      {
        label: required ? label : optional(label),
        hint: t('fileHint'),
        addLabel: formik.values[name] ? t('replaceFile') : t('chooseFile'),
        listLabel: label,
      },
      { required },
    );
  const letter = kind === 'job' ? 'cover_letter' : 'motivation_letter';

  if (receipt) {
    return (
      <div className={styles.success}>
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        {/* The form is gone: the success message takes the focus, so it is read out, with the
            text and the reference number under it (heard without reading on). */}
        <h3
          ref={focusOnMount}
          tabIndex={-1}
          className={styles.successTitle}
          aria-describedby={
            receipt.id ? `${kind}-success-text ${kind}-receipt` : `${kind}-success-text`
          }
        >
          {t('successTitle')}
        </h3>
        <p id={`${kind}-success-text`}>{t('successText')}</p>
        {receipt.id ? (
          <p id={`${kind}-receipt`} className={styles.receipt}>
            {t('receipt', { receipt: receipt.id })}
          </p>
        ) : null}
        <button type="button" className="button button-secondary" onClick={() => setReceipt(null)}>
          {t('another')}
        </button>
      </div>
    );
  }

  return form(
    styles.form,
    <>
      <div className={styles.grid}>
        {input('full_name', t('fullName'), { autoComplete: 'name' })}
        {contact()}
        {kind === 'job'
          ? input(
              'profile_url',
              optional(t('profileUrl')),
              // A text control with the URL keyboard, not type="url": the form validates with its
              // schema (noValidate), and HTML_CodeSniffer's H98 accepts autocomplete="url" only on
              // text-like controls (docs/accessibility.md).
              {
                type: 'text',
                inputMode: 'url',
                autoComplete: 'url',
                autoCapitalize: 'none',
                spellCheck: false,
                placeholder: 'https://',
                dir: 'ltr',
              },
              { hint: t('profileUrlHint'), className: styles.wide, required: false },
            )
          : null}
        {kind === 'internship' ? (
          <>
            {input('university', t('university'), { autoComplete: 'organization' })}
            {input('field_of_study', t('fieldOfStudy'), { autoComplete: 'off' })}
            <fieldset className={styles.period}>
              <legend className={kit.styles.label}>{t('period')}</legend>
              <p id="internship-period-hint" className={kit.styles.hint}>
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

      {kit.field(
        letter,
        kind === 'job' ? t('coverLetter') : t('motivationLetter'),
        <textarea
          {...formik.getFieldProps(letter)}
          {...kit.control(letter, { hint: `${kit.fieldId(letter)}-hint` })}
          rows={8}
          dir="auto"
        />,
        { hint: t('letterHint') },
      )}
      {kind === 'job'
        ? document('cover_letter_file', t('coverLetterFile'), false)
        : document('motivation_letter_file', t('motivationLetterFile'), false)}

      {kit.checkbox('consent', t('consent'))}

      {actions(styles.actions)}
    </>,
  );
}
