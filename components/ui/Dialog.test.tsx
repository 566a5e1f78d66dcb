import { useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import ClosableDialog from './ClosableDialog';
import Dialog, { type DialogProps } from './Dialog';

type HarnessProps = Partial<Pick<DialogProps, 'dismissible' | 'placement'>> & {
  /** Given: the dialog with its × button (ClosableDialog). */
  closeLabel?: string;
  namedTrigger?: boolean;
};

/** An opener button and the dialog it opens, as every owner of the Dialog uses it. */
function Harness({ namedTrigger = false, closeLabel, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const dialogProps = {
    open,
    onClose: () => setOpen(false),
    labelledBy: 'harness-title',
    returnFocusTo: namedTrigger ? trigger : undefined,
    ...props,
  };
  const content = (
    <>
      <h2 id="harness-title">Jordan</h2>
      <a href="mailto:water@jordan.example">water@jordan.example</a>
      <button type="button" onClick={() => setOpen(false)}>
        Done
      </button>
    </>
  );
  return (
    <>
      <button ref={trigger} type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {closeLabel ? (
        <ClosableDialog {...dialogProps} closeLabel={closeLabel}>
          {content}
        </ClosableDialog>
      ) : (
        <Dialog {...dialogProps}>{content}</Dialog>
      )}
    </>
  );
}

function open() {
  const trigger = screen.getByRole('button', { name: 'Open' });
  trigger.focus();
  fireEvent.click(trigger);
  return { trigger, dialog: screen.getByRole('dialog', { name: 'Jordan' }) };
}

describe('Dialog', () => {
  it('is closed and out of the accessibility tree until opened', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a modal dialog named by its visible heading, focus on its first control', () => {
    render(<Harness closeLabel="Close" />);
    const { dialog } = open();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('focuses the element marked data-autofocus first', () => {
    render(
      <Dialog open onClose={() => {}} labelledBy="t">
        <h2 id="t">Proposal</h2>
        <button type="button">Cancel</button>
        <input aria-label="Company name" data-autofocus />
      </Dialog>,
    );
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveFocus();
  });

  it('closes on Escape (the cancel event) and gives focus back to the opener', () => {
    render(<Harness />);
    const { trigger, dialog } = open();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('gives focus back to the named trigger even when the click did not focus it', () => {
    render(<Harness namedTrigger />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes from its close button and from a click on the backdrop, not from a drag out', () => {
    render(<Harness closeLabel="Close" />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const { dialog } = open();
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Jordan' }));
    fireEvent.click(dialog);
    expect(dialog).toHaveAttribute('open');
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape and the backdrop while not dismissible', () => {
    render(<Harness dismissible={false} />);
    const { dialog } = open();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(dialog).toHaveAttribute('open');
  });

  it('keeps its owner in step when the browser closes it by itself', () => {
    render(<Harness />);
    const { trigger, dialog } = open();
    act(() => (dialog as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Jordan' })).toHaveAttribute('open');
  });
});
