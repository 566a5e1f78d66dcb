'use client';

import type { ChangeEvent, ReactNode } from 'react';
import { FILE_ACCEPT } from '@/lib/upload/constants';
import styles from './Form.module.css';

export interface FilePickerProps {
  /** The file input's id (the form kit's field id, so focus can be sent to it). */
  id: string;
  label: ReactNode;
  hint: string;
  /** The text of the visible button. */
  addLabel: string;
  files: readonly File[];
  /** Several files (a proposal) or one that a new choice replaces (a CV). */
  multiple?: boolean;
  onChange: (files: File[]) => void;
  removeText: string;
  removeLabel: (name: string) => string;
  /** Names the list of attached files. */
  listLabel: string;
  formatSize: (bytes: number) => string;
  /** The error's id when there is one. */
  errorId: string | null;
  error: ReactNode;
  /**
   * Whether the error is said as it appears: a problem with a chosen file (it names the file),
   * not "This field is required." after a Submit, which the form's alert has just said and which,
   * heard alone, names no field.
   */
  announceError?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Where a file's upload stands (its progress, waiting for the connection, uploaded). */
  status?: (file: File) => ReactNode;
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * A file field: the native input stays in the page (hidden) with its name, hint and error; a
 * label styled as a button opens it; attached files are listed with their size and a Remove
 * button. Problems found as soon as a file is added are announced politely.
 */
export default function FilePicker({
  id,
  label,
  hint,
  addLabel,
  files,
  multiple = false,
  onChange,
  removeText,
  removeLabel,
  listLabel,
  formatSize,
  errorId,
  error,
  announceError = true,
  required = true,
  disabled = false,
  status,
}: FilePickerProps) {
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again after removing it fires a change.
    event.target.value = '';
    if (chosen.length === 0) return;
    if (!multiple) {
      onChange(chosen.slice(0, 1));
      return;
    }
    onChange([...files, ...chosen.filter((file) => !files.some((known) => sameFile(known, file)))]);
  };
  const remove = (index: number) => {
    // The removed file's button disappears: focus goes back to the file picker.
    document.getElementById(id)?.focus();
    onChange(files.filter((_, i) => i !== index));
  };

  return (
    <div className={styles.files}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      <input
        id={id}
        className={`visually-hidden ${styles.fileInput}`}
        type="file"
        multiple={multiple}
        accept={FILE_ACCEPT}
        onChange={add}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        aria-invalid={errorId ? true : undefined}
        aria-required={required || undefined}
      />
      {/* The visible button of the hidden input; the input itself carries the name. */}
      <label htmlFor={id} className={styles.addFiles} aria-hidden="true">
        {addLabel}
      </label>
      {files.length > 0 ? (
        <ul className={styles.fileList} aria-label={listLabel}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              <span className={styles.fileName} dir="auto">
                {file.name}
              </span>
              <span className={styles.fileSize}>{formatSize(file.size)}</span>
              {status ? <span className={styles.fileStatus}>{status(file)}</span> : null}
              <button
                type="button"
                className={styles.remove}
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={removeLabel(file.name)}
              >
                {removeText}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* The live region stays in the page, so an error moved into it is said. */}
      <div aria-live="polite">{announceError ? error : null}</div>
      {announceError ? null : error}
    </div>
  );
}
