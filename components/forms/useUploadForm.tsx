'use client';

import {
  useMemo,
  useState,
  useSyncExternalStore,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useFormik, type FormikHelpers } from 'formik';
import { LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import { countryOptions } from '@/lib/upload/countries';
import type { FieldName, FieldTable, FormState } from '@/lib/upload/form';
import type { UploadFormKind } from '@/lib/upload/tus/forms';
import ContactFields from './ContactFields';
import FormAlert from './FormAlert';
import FilePicker from './FilePicker';
import UploadProgress from './UploadProgress';
import { useFormKit } from './useFormKit';
import { useResumableUploads } from './useResumableUploads';
import { useFileSize, useUpload } from './useUpload';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';
import { useUploadAnnouncements } from './useUploadAnnouncements';

/** The texts every upload form has, in its own namespace of messages/*.json. */
type SharedText =
  | 'fieldRequired'
  | 'errors.required'
  | 'errors.networkError'
  | 'errors.unavailable'
  | 'errors.submissionFailed'
  | 'email'
  | 'phone'
  | 'country'
  | 'chooseCountry'
  | 'remove'
  | 'removeFile'
  | 'progressLabel'
  | 'progress'
  | 'uploadWaiting'
  | 'uploadDone'
  | 'fileProgress'
  | 'fileWaiting'
  | 'fileDone'
  | 'submitting'
  | 'submit'
  | 'allRequired';
export type UploadFormText = (key: SharedText, values?: Record<string, string | number>) => string;

/** Every upload form asks for an e-mail, a phone and a country (ContactFields). */
type UploadFields = FieldTable & Record<'email' | 'phone' | 'country', 'text'>;

export interface UploadFormOptions<T extends UploadFields> {
  /** The page's language. */
  locale: Locale;
  /** The form's translator over its namespace, `Proposal` or `Applications` (lib/i18n/translate). */
  t: UploadFormText;
  /** The form's field table (lib/upload/form.ts): it types the values and the field names. */
  fields: T;
  /** The fields in the order the form shows them: the summary and the focus follow it. */
  order: readonly FieldName<T>[];
  initialValues: FormState<T>;
  /** The form's Yup schema, built with the form's translator. */
  schema: unknown;
  idPrefix: string;
  /** Where the values go: the site's route handler and the multipart body for it. */
  request: (values: FormState<T>) => { url: string; form: FormData };
  /** The form its files are uploaded for, ahead of the submission (/api/uploads). */
  uploadForm: UploadFormKind;
}

const noSubscription = () => () => {};

/**
 * What the upload forms (the tender proposal, the job and internship applications) share around
 * their fields: Formik with the form's schema, the accessible field kit, the country list, the
 * upload with its progress and failure message, and the receipt of a success. On failure the
 * values stay as they are, so nothing typed or attached is lost; a success clears them.
 */
export function useUploadForm<T extends UploadFields>({
  locale,
  t,
  fields,
  order,
  initialValues,
  schema,
  idPrefix,
  request,
  uploadForm,
}: UploadFormOptions<T>) {
  const intl = LOCALE_RECORDS[locale].intl;
  // Country names come from the browser's Intl data, which may word them differently from the
  // server's: they are filled in once hydrated, and the form cannot be sent before then (a
  // plain HTML submission would put the visitor's data in the address).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const countries = useMemo(() => (hydrated ? countryOptions(locale) : []), [hydrated, locale]);
  const formatSize = useFileSize(intl, LOCALE_RECORDS[locale].unitDisplay);
  const announce = useUploadAnnouncements(t);
  const upload = useUpload(
    locale,
    {
      networkError: t('errors.networkError'),
      unavailable: t('errors.unavailable'),
      submissionFailed: t('errors.submissionFailed'),
    },
    announce.sending,
  );
  const [receipt, setReceipt] = useState<{ id: string | null } | null>(null);
  const resumable = useResumableUploads(uploadForm, locale, announce.file);

  const formik = useFormik<FormState<T>>({
    initialValues,
    validationSchema: schema,
    // Formik does not drop a stale validation that resolves late, so only changes (and submit)
    // validate: a blur would start one with the values of the previous render.
    validateOnBlur: false,
    onSubmit: async (values, helpers: FormikHelpers<FormState<T>>) => {
      const { url, form } = request(values);
      // Files chosen earlier went ahead by tus: the body names them by address.
      const prepared = await resumable.named(form);
      if ('refused' in prepared) {
        upload.fail(prepared.refused ?? t('errors.submissionFailed'));
        return;
      }
      const result = await upload.send(url, prepared.form);
      announce.sent();
      if (result) {
        helpers.resetForm();
        resumable.reset();
        setReceipt({ id: result.receipt });
      }
    },
  });
  const submitting = formik.isSubmitting;
  const kit = useFormKit(formik, {
    fields: order,
    idPrefix,
    requiredMessage: t('errors.required'),
    fieldRequired: t('fieldRequired'),
  });
  useTypedBeforeHydration(formik, resumable.sync, fields, order, kit.fieldId);

  /**
   * A labelled input (text unless `props` says otherwise). `hint` is shown under the label;
   * `describedBy` names a hint shown elsewhere (one for a group of fields).
   */
  const input = (
    name: FieldName<T>,
    label: ReactNode,
    /** `data-autofocus` marks the control a dialog focuses first (components/ui/Dialog). */
    props: InputHTMLAttributes<HTMLInputElement> & { 'data-autofocus'?: boolean },
    {
      hint,
      describedBy,
      className,
      required,
    }: { hint?: string; describedBy?: string; className?: string; required?: boolean } = {},
  ) =>
    kit.field(
      name,
      label,
      <input
        {...formik.getFieldProps(name)}
        {...kit.control(name, {
          required,
          hint: describedBy ?? (hint ? `${kit.fieldId(name)}-hint` : undefined),
        })}
        type="text"
        {...props}
      />,
      { hint, className },
    );

  // Every upload form has these fields (UploadFields); TypeScript cannot see it through `T`.
  const own = (name: 'email' | 'phone' | 'country') => name as FieldName<T>;
  /** The e-mail, phone and country fields. */
  const contact = () => (
    <ContactFields
      labels={{
        email: t('email'),
        phone: t('phone'),
        country: t('country'),
        chooseCountry: t('chooseCountry'),
      }}
      countries={countries}
      field={(name, label, control) => kit.field(own(name), label, control)}
      control={(name) => kit.control(own(name))}
      fieldProps={formik.getFieldProps}
    />
  );

  /** A file field: several files (a proposal) or one that a new choice replaces (a CV). */
  const files = (
    name: FieldName<T>,
    texts: { label: ReactNode; hint: string; addLabel: string; listLabel: string },
    { multiple = false, required = true }: { multiple?: boolean; required?: boolean } = {},
  ) => {
    const value: unknown = formik.values[name];
    const attached = Array.isArray(value) ? (value as File[]) : value ? [value as File] : [];
    return (
      <FilePicker
        {...texts}
        id={kit.fieldId(name)}
        files={attached}
        multiple={multiple}
        onChange={(chosen) => {
          formik.setFieldTouched(name, true, false);
          const next = multiple ? chosen : chosen.slice(0, 1);
          resumable.sync(attached, next);
          void formik.setFieldValue(name, multiple ? next : (next[0] ?? null), true);
        }}
        status={(file) => {
          const state = resumable.states.get(file);
          if (!state) return null;
          if (state.kind === 'uploading') return t('progress', { progress: state.fraction });
          if (state.kind === 'waiting') return t('uploadWaiting');
          if (state.kind === 'done') return t('uploadDone');
          return state.refused ? state.message : null;
        }}
        removeText={t('remove')}
        removeLabel={(fileName) => t('removeFile', { name: fileName })}
        formatSize={formatSize}
        errorId={kit.errorOf(name) ? kit.errorId(name) : null}
        error={kit.fieldError(name)}
        announceError={kit.errorOf(name) !== t('errors.required')}
        required={required}
        disabled={submitting}
      />
    );
  };

  /**
   * The form element, opened as every upload form opens: the summary of what is wrong (or why the
   * sending failed) and the note that every field is required, then the form's own fields.
   */
  const form = (className: string | undefined, children: ReactNode) => (
    <form onSubmit={formik.handleSubmit} noValidate className={className}>
      <div>
        <FormAlert summary={kit.summary} failure={upload.failure} attempt={kit.attempt} />
        {/* Uploads as a reader hears them: milestones, not every percent (useUploadAnnouncements). */}
        <div role="status" className="visually-hidden">
          {announce.text}
        </div>
        <p className={kit.styles.note}>{t('allRequired')}</p>
      </div>
      {children}
    </form>
  );

  /** The progress bar while sending, and the form's buttons (Submit last). */
  const actions = (className: string | undefined, before?: ReactNode) => (
    <>
      {submitting ? (
        <UploadProgress
          value={upload.progress}
          label={t('progressLabel')}
          text={t('progress', { progress: upload.progress })}
        />
      ) : null}
      <div className={className}>
        {before}
        <button
          type="submit"
          className="button"
          disabled={!hydrated || submitting}
          // A mouse press would first blur the field being typed in; its error then appears and
          // moves this button down before the release, and the click is lost. Keep the focus
          // where it is until the click, which validates the whole form anyway.
          onMouseDown={(event) => event.preventDefault()}
        >
          {submitting ? t('submitting') : t('submit')}
        </button>
      </div>
    </>
  );

  return {
    formik,
    kit,
    failure: upload.failure,
    submitting,
    receipt,
    setReceipt,
    input,
    contact,
    files,
    actions,
    form,
  };
}
