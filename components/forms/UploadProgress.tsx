import styles from './Form.module.css';

export interface UploadProgressProps {
  /** 0 to 1. */
  value: number;
  label: string;
  text: string;
}

/** How much of the upload has been sent, as a bar and in words. */
export default function UploadProgress({ value, label, text }: UploadProgressProps) {
  return (
    <div className={styles.progress}>
      <progress max={1} value={value} aria-label={label} />
      <span>{text}</span>
    </div>
  );
}
