import type { ReactNode } from 'react';
import type { FieldInputProps } from 'formik';
import type { ControlProps } from './useFormKit';

type ContactField = 'email' | 'phone' | 'country';

export interface ContactFieldsProps {
  labels: { email: string; phone: string; country: string; chooseCountry: string };
  /** ISO 3166-1 codes with their names in the reader's language. */
  countries: readonly { code: string; name: string }[];
  /** The form kit's `field` and `control`, and Formik's `getFieldProps`, for these fields. */
  field: (name: ContactField, label: ReactNode, input: ReactNode) => ReactNode;
  control: (name: ContactField) => ControlProps;
  fieldProps: (name: ContactField) => FieldInputProps<string>;
}

/**
 * The e-mail, phone and country every upload form asks for. E-mail and phone are written left
 * to right in every language; the country's value is its code, which is what the provider gets.
 */
export default function ContactFields({
  labels,
  countries,
  field,
  control,
  fieldProps,
}: ContactFieldsProps) {
  return (
    <>
      {field(
        'email',
        labels.email,
        <input
          {...fieldProps('email')}
          {...control('email')}
          type="email"
          autoComplete="email"
          dir="ltr"
        />,
      )}
      {field(
        'phone',
        labels.phone,
        <input
          {...fieldProps('phone')}
          {...control('phone')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
        />,
      )}
      {field(
        'country',
        labels.country,
        <select {...fieldProps('country')} {...control('country')}>
          <option value="">{labels.chooseCountry}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>,
      )}
    </>
  );
}
