import styles from './Form.module.css';

export interface FormAlertProps {
  /** What to fix, in the form's order, as found at the last attempt. */
  summary: readonly string[];
  /** Why the last attempt failed, when the fields were fine. */
  failure: string | null;
  /** Which attempt this is (Formik's submit count): each one is said again, even word for word. */
  attempt: number;
}

/**
 * The form's alert: always in the page, so that screen readers announce what appears in it. The
 * live region itself never changes, only what it holds: a class or attribute set on it is a
 * change some readers announce again (the virtual reader heard the summary twice). Its content
 * is keyed by the attempt, so a second refused Submit is said again even if the words are the
 * same (the reader would otherwise hear nothing and not know the press was taken).
 */
export default function FormAlert({ summary, failure, attempt }: FormAlertProps) {
  const shown = summary.length > 0 || failure !== null;
  return (
    <div role="alert">
      {shown ? (
        <div key={attempt} className={styles.alert}>
          <ul>
            {summary.map((message) => (
              <li key={message}>{message}</li>
            ))}
            {failure && summary.length === 0 ? <li>{failure}</li> : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
