/** @jest-environment node */
import { file, pdfBytes } from '@/lib/upload/__fixtures__/documents';
import { proposalFormData, readProposalForm } from './form-data';

describe('the proposal multipart form', () => {
  it('is written with the field names of spec §7 and consent as 1 or 0', () => {
    const files = [file(pdfBytes(), 'a.pdf'), file(pdfBytes(), 'b.pdf')];
    const form = proposalFormData('7', {
      company_name: 'Hydro Consult',
      contact_person: 'Rania Haddad',
      email: 'rania@hydro.example',
      phone: '+962 6 555 0100',
      country: 'JO',
      proposed_amount: 1500,
      currency: 'EUR',
      consent: false,
      proposal_file: files,
    });
    expect(
      Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      tender_id: '7',
      company_name: 'Hydro Consult',
      contact_person: 'Rania Haddad',
      email: 'rania@hydro.example',
      phone: '+962 6 555 0100',
      country: 'JO',
      proposed_amount: '1500',
      currency: 'EUR',
      consent: '0',
    });
    expect((form.get('proposal_file[1]') as File).name).toBe('b.pdf');
  });

  it('is read back with every file however it is named, and nothing else', () => {
    const form = new FormData();
    form.append('company_name', 'First');
    form.append('company_name', 'Second');
    form.append('proposal_file[]', file(pdfBytes(), 'a.pdf'));
    form.append('proposal_file', file(pdfBytes(), 'b.pdf'));
    form.append('proposal_file[3]', file(pdfBytes(), 'c.pdf'));
    form.append('proposal_file[4]', 'not a file');
    form.append('email', file(pdfBytes(), 'd.pdf'));
    form.append('role', 'admin');
    const input = readProposalForm(form);
    expect(input.company_name).toBe('First');
    expect(input.email).toBeUndefined();
    expect(input.proposal_file.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(Object.keys(input).sort()).toEqual(['company_name', 'proposal_file']);
  });
});
