/** @jest-environment node */
import { file, pdfBytes } from '@/lib/upload/__fixtures__/documents';
import { readForm, writeForm } from '@/lib/upload/form';
import { PROPOSAL_FIELDS } from './schema';

describe('the proposal multipart form', () => {
  it('is written with the provider API’s field names and consent as 1 or 0', () => {
    const files = [file(pdfBytes(), 'a.pdf'), file(pdfBytes(), 'b.pdf')];
    const form = writeForm(
      PROPOSAL_FIELDS,
      {
        company_name: 'Hydro Consult',
        contact_person: 'Rania Haddad',
        email: 'rania@hydro.example',
        phone: '+962 6 555 0100',
        country: 'JO',
        proposed_amount: 1500,
        currency: 'EUR',
        consent: false,
        proposal_file: files,
      },
      { tender_id: '7' },
    );
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
    const input = readForm(PROPOSAL_FIELDS, form);
    expect(input.company_name).toBe('First');
    expect(input.email).toBeUndefined();
    expect(input.proposal_file.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(Object.keys(input).sort()).toEqual(['company_name', 'proposal_file']);
  });
});
