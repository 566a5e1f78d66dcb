/**
 * The multipart form of a proposal with the field names of spec §7, in both directions: the modal
 * builds it for the site's route handler, the route handler reads it and builds it again for the
 * provider. Nothing but these fields travels on.
 */
import type { ProposalFile } from './schema';

export interface ProposalPayload {
  company_name: string;
  contact_person: string;
  email: string;
  phone: string;
  country: string;
  proposed_amount: number | string;
  currency: string;
  consent: boolean;
  proposal_file: readonly ProposalFile[];
}

/** Spec §7: tender_id, the fields, proposal_file[0..n], and consent as '1' or '0'. */
export function proposalFormData(tenderId: string, payload: ProposalPayload): FormData {
  const form = new FormData();
  form.set('tender_id', tenderId);
  form.set('company_name', payload.company_name);
  form.set('contact_person', payload.contact_person);
  form.set('email', payload.email);
  form.set('phone', payload.phone);
  form.set('country', payload.country);
  payload.proposal_file.forEach((file, index) => {
    form.set(`proposal_file[${index}]`, file, file.name);
  });
  form.set('proposed_amount', String(payload.proposed_amount));
  form.set('currency', payload.currency);
  form.set('consent', payload.consent ? '1' : '0');
  return form;
}

const TEXT_FIELDS = [
  'company_name',
  'contact_person',
  'email',
  'phone',
  'country',
  'proposed_amount',
  'currency',
  'consent',
] as const;

export type ProposalInput = Partial<Record<(typeof TEXT_FIELDS)[number], string>> & {
  proposal_file: ProposalFile[];
};

const FILE_FIELD = /^proposal_file(\[\d*\])?$/;

/**
 * The proposal as a visitor's request carries it, ready for the schema: the first text value of
 * each known field and every file sent as `proposal_file`, `proposal_file[]` or
 * `proposal_file[n]`, in order. Anything else is left behind.
 */
export function readProposalForm(form: FormData): ProposalInput {
  const input: ProposalInput = { proposal_file: [] };
  for (const field of TEXT_FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') input[field] = value;
  }
  for (const [key, value] of form.entries()) {
    if (FILE_FIELD.test(key) && typeof value !== 'string') input.proposal_file.push(value);
  }
  return input;
}
