// What the tests of POST /api/tenders/{id}/apply share (apply*.test.ts): a tender, the handler's
// dependencies, a filled-in proposal form, the request that posts it and the JSON answer.
import type { Locale } from '@/lib/i18n/locales';
import type { SubmissionReceipt, Tender } from '@/lib/provider/types';
import { file, pdfBytes } from '@/lib/upload/__fixtures__/documents';
import { NOW, SITE, submissionDeps } from '@/lib/upload/__fixtures__/submission-deps';
import { handleApply, type ApplyDeps } from '../apply';

export { NOW, SITE };

export const tender = (overrides: Partial<Tender> = {}): Tender => ({
  id: '1',
  reference: 'RFP/1',
  title: 'Feasibility study',
  description: '',
  location: 'Amman',
  duration: '6 months',
  issueDate: '2026-04-01',
  deadline: '2026-06-01',
  isExpired: false,
  daysRemaining: 31,
  mobile: null,
  landline: null,
  email: null,
  file: null,
  ...overrides,
});

export function setup(overrides: Partial<ApplyDeps> = {}) {
  const deps = {
    getTender: jest.fn(async (_locale: Locale, id: string) => (id === '1' ? tender() : null)),
    applyToTender: jest
      .fn<Promise<SubmissionReceipt>, Parameters<ApplyDeps['applyToTender']>>()
      .mockResolvedValue({ receiptId: 'receipt-1' }),
    ...submissionDeps(),
    ...overrides,
  };
  return deps;
}

export function proposal(overrides: Record<string, string | File | File[]> = {}): FormData {
  const fields: Record<string, string | File | File[]> = {
    company_name: 'Hydro Consult',
    contact_person: 'Rania Haddad',
    email: 'rania@hydro.example',
    phone: '+962 6 555 0100',
    country: 'JO',
    proposed_amount: '125000',
    currency: 'USD',
    consent: '1',
    proposal_file: [file(pdfBytes(), 'offer.pdf', 'application/pdf')],
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((f, i) => form.append(`${key}[${i}]`, f));
    else form.append(key, value);
  }
  return form;
}

export function post(
  body: BodyInit | null,
  { id = '1', headers = {} }: { id?: string; headers?: Record<string, string> } = {},
) {
  return {
    id,
    request: new Request(`${SITE}/api/tenders/${id}/apply`, {
      method: 'POST',
      headers: { origin: SITE, lang: 'en', 'x-forwarded-for': '203.0.113.9', ...headers },
      body,
    }),
  };
}

export async function answer(
  { request, id }: ReturnType<typeof post>,
  deps: ApplyDeps = setup(),
): Promise<{ status: number; body: { success: boolean; message?: string; receipt?: string } }> {
  const response = await handleApply(request, id, deps);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, body: await response.json() };
}
