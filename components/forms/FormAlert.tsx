import styles from './Form.module.css';

export interface FormAlertProps {
  /** What to fix, in the form's order. */
  summary: readonly string[];
  /** Why the last attempt failed, when the fields were fine. */
  failure: string | null;
}

/**
 * The form's alert: always in the page, so that screen readers announce what appears in it.
 */
export default function FormAlert({ summary, failure }: FormAlertProps) {
  const shown = summary.length > 0 || failure !== null;
  return (
    <div role="alert" className={shown ? styles.alert : undefined}>
      {shown ? (
        <ul>
          {summary.map((message) => (
            <li key={message}>{message}</li>
          ))}
          {failure && summary.length === 0 ? <li>{failure}</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
