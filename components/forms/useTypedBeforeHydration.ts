'use client';

import { useLayoutEffect, useRef } from 'react';
import type { FormikProps } from 'formik';
import type { FieldKind, FieldName, FieldTable, FormState } from '@/lib/upload/form';

/** A control's value as the form's state holds it for a field of this kind; undefined if empty. */
function typedValue(control: HTMLElement | null, kind: FieldKind | undefined): unknown {
  if (control instanceof HTMLInputElement && (kind === 'file' || kind === 'files')) {
    const files = [...(control.files ?? [])];
    if (files.length === 0) return undefined;
    return kind === 'files' ? files : files[0];
  }
  if (control instanceof HTMLInputElement && kind === 'consent') {
    return control.checked ? true : undefined;
  }
  if (
    control instanceof HTMLInputElement ||
    control instanceof HTMLTextAreaElement ||
    control instanceof HTMLSelectElement
  ) {
    return control.value === '' ? undefined : control.value;
  }
  return undefined;
}

/**
 * Takes over what a visitor typed, ticked or attached in the server's HTML of a form before its
 * code arrived (the application forms hydrate after the paint, DeferredApplicationForm). React
 * leaves a control's value and `checked` as they are when it hydrates it (react-dom's initInput),
 * but the form's state does not have them, and the next render would write the empty value back
 * over the text. So they are read once, as the form mounts, before any other render, into the
 * form's values; files chosen start uploading (`sync`, as a choice in the hydrated form does) and
 * count as touched, so a refused one says so at once. A form rendered in the browser finds its
 * controls empty or at their initial values and takes over nothing.
 */
export function useTypedBeforeHydration<T extends FieldTable>(
  formik: FormikProps<FormState<T>>,
  sync: (before: readonly File[], after: readonly File[]) => void,
  fields: T,
  order: readonly FieldName<T>[],
  fieldId: (name: FieldName<T>) => string,
) {
  // Only the first commit's controls are the server's: later renders' arguments are not needed.
  const first = useRef({ formik, sync, fields, order, fieldId });
  useLayoutEffect(() => {
    const { formik, sync, fields, order, fieldId } = first.current;
    const values: Record<string, unknown> = {};
    const touched: Record<string, boolean> = {};
    for (const name of order) {
      const value = typedValue(document.getElementById(fieldId(name)), fields[name]);
      // A control that shows the form's own initial value (a select's first currency) is not
      // something typed: taking it over would set the values of a form rendered in the browser
      // (the tender's dialog) and mark it busy validating as it opens.
      if (value === undefined || value === formik.initialValues[name]) continue;
      values[name] = value;
      if (value instanceof File || Array.isArray(value)) {
        sync([], value instanceof File ? [value] : (value as File[]));
        touched[name] = true;
      }
    }
    if (Object.keys(values).length === 0) return;
    void formik.setTouched({ ...formik.touched, ...touched }, false);
    void formik.setValues({ ...formik.values, ...values }, true);
  }, []);
}
