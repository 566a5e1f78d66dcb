import CloseButton from './CloseButton';
import Dialog, { type DialogProps } from './Dialog';
import styles from './Dialog.module.css';

export interface ClosableDialogProps extends DialogProps {
  /** The accessible name of the × button in the top inline-end corner. */
  closeLabel: string;
}

/**
 * The site's Dialog with the round × button in its top inline-end corner, first in the panel
 * (a team profile, a member of the map). A module of its own, so that the Dialog of the mobile
 * drawer, in every page's first load, does not carry the button.
 */
export default function ClosableDialog({ closeLabel, children, ...props }: ClosableDialogProps) {
  return (
    <Dialog {...props}>
      <CloseButton label={closeLabel} onClick={props.onClose} className={styles.close} />
      {children}
    </Dialog>
  );
}
