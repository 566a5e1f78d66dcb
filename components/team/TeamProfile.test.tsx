import { fireEvent, render, screen } from '@testing-library/react';
import TeamProfile from './TeamProfile';

function renderProfile() {
  return render(
    <>
      <TeamProfile
        card={<span>Dr Salma Haddad, Director</span>}
        describedBy="hint-1"
        labelledBy="name-1"
        closeLabel="Close"
      >
        <h2 id="name-1">Dr Salma Haddad</h2>
        <p>Hydrologist who leads the network.</p>
      </TeamProfile>
      <span id="hint-1" hidden>
        Read the biography of Dr Salma Haddad
      </span>
    </>,
  );
}

describe('TeamProfile', () => {
  it('is a card button named by its visible text and described by what it does', () => {
    renderProfile();
    const card = screen.getByRole('button', { name: 'Dr Salma Haddad, Director' });
    expect(card).toHaveAttribute('aria-haspopup', 'dialog');
    expect(card).toHaveAccessibleDescription('Read the biography of Dr Salma Haddad');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the biography in a modal dialog named by the person, and closes back to the card', () => {
    renderProfile();
    const card = screen.getByRole('button', { name: 'Dr Salma Haddad, Director' });
    fireEvent.click(card);
    const dialog = screen.getByRole('dialog', { name: 'Dr Salma Haddad' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Hydrologist who leads the network.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card).toHaveFocus();
  });
});
