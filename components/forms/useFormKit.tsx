'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FormikProps } from 'formik';
import styles from './Form.module.css';

/** What `control` gives a control: its id and its links to its hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormKitOptions<F extends string> {
  /** The fields in the order the form shows them: the summary and the focus follow it. */
  fields: readonly F[];
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** The schema's message for a missing value (it may name the whole form)… */
  requiredMessage: string;
  /** …and what is said beside a missing field instead. */
  fieldRequired: string;
}

/**
 * The accessible plumbing every upload form shares: ids, `aria-invalid` and `aria-describedby`
 * linking each control to its error, a labelled field with its error below, the summary of what
 * to fix, and focus moved to the first field to fix after a refused attempt.
 */
export function useFormKit<V, F extends string & keyof V>(
  formik: FormikProps<V>,
  { fields, idPrefix, requiredMessage, fieldRequired }: FormKitOptions<F>,
) {
  const fieldId = (field: F) => `${idPrefix}-${field}`;
  const errorId = (field: F) => `${idPrefix}-${field}-error`;
  const attempted = formik.submitCount > 0;
  const errorOf = (field: F): string | null => {
    const error = formik.errors[field];
    return typeof error === 'string' && (attempted || formik.touched[field]) ? error : null;
  };
  // The summary says what was wrong when Submit was pressed, and changes only at the next
  // press. Kept live as the fields changed, its alert interrupted the reader at every keystroke
  // that made an entry valid or invalid (docs/accessibility.md); each field says its own state.
  const [said, setSaid] = useState<{ summary: readonly string[]; attempt: number }>({
    summary: [],
    attempt: 0,
  });

  // After a refused attempt, take the visitor to the first field to fix.
  const submitting = formik.isSubmitting;
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) {
      const found = [
        ...new Set(
          fields
            .map((field): unknown => formik.errors[field])
            .filter((error): error is string => typeof error === 'string'),
        ),
      ];
      setSaid((last) =>
        found.length > 0
          ? { summary: found, attempt: last.attempt + 1 }
          : { summary: [], attempt: last.attempt },
      );
      const first = fields.find((field) => typeof formik.errors[field] === 'string');
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    }
    wasSubmitting.current = submitting;
  }, [submitting, formik.errors, fields, idPrefix]);

  const describedBy = (field: F, ...extra: (string | null)[]) =>
    [...extra, errorOf(field) ? errorId(field) : null].filter(Boolean).join(' ') || undefined;
  const control = (
    field: F,
    { required = true, hint }: { required?: boolean; hint?: string } = {},
  ): ControlProps => ({
    id: fieldId(field),
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': describedBy(field, hint ?? null),
    'aria-required': required || undefined,
  });
  const fieldError = (field: F) => {
    const error = errorOf(field);
    return error ? (
      <p id={errorId(field)} className={styles.fieldError}>
        {error === requiredMessage ? fieldRequired : error}
      </p>
    ) : null;
  };
  /** A visible label, the control, an optional hint and the field's error. */
  const field = (
    name: F,
    label: ReactNode,
    input: ReactNode,
    { hint, className }: { hint?: string; className?: string } = {},
  ) => (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={fieldId(name)} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {input}
      {fieldError(name)}
    </div>
  );

  /** A checkbox with its label after it, and its error (consent to data processing). */
  const checkbox = (name: F, label: ReactNode) => (
    <div className={styles.consent}>
      <input
        {...formik.getFieldProps({ name, type: 'checkbox' })}
        {...control(name)}
        type="checkbox"
      />
      <label htmlFor={fieldId(name)}>{label}</label>
      {fieldError(name)}
    </div>
  );

  return {
    fieldId,
    errorId,
    errorOf,
    summary: said.summary,
    /** Counts the refused attempts: the alert says each one again. */
    attempt: said.attempt,
    describedBy,
    control,
    fieldError,
    field,
    checkbox,
    styles,
  };
}
