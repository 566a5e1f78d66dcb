/** @jest-environment node */
import { createTranslator } from 'next-intl';
import { ValidationError } from 'yup';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { docBytes, docxBytes, exeBytes, file, pdfBytes } from '@/lib/upload/__fixtures__/documents';
import { MAX_FILE_BYTES, MAX_FILES } from './constants';
import { createProposalSchema, firstProblem, type ProposalProblem } from './schema';

const MB = 1024 * 1024;

function schemaIn(locale: 'en' | 'ar') {
  const messages = locale === 'en' ? en : ar;
  const t = createTranslator({ locale, messages, namespace: 'Proposal.errors' });
  return createProposalSchema((key, values) => t(key, values));
}

/** A big file without allocating its bytes: only the size is read for the size rules. */
function sized(size: number, name: string): File {
  const pdf = pdfBytes(64);
  const blob = new Blob([pdf, new Uint8Array(size - pdf.length)]);
  return new File([blob], name);
}

const valid = () => ({
  company_name: '  Hydro Consult  ',
  contact_person: 'Rania Haddad',
  email: 'rania@hydro.example',
  phone: '+962 6 555 0100',
  country: 'JO',
  proposed_amount: '125000.50',
  currency: 'JOD',
  consent: '1',
  proposal_file: [file(pdfBytes(), 'offer.pdf')],
});

async function problem(
  input: Record<string, unknown>,
  locale: 'en' | 'ar' = 'en',
): Promise<ProposalProblem | null> {
  try {
    await schemaIn(locale).validate(input, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return firstProblem(error);
  }
}

const REQUIRED = {
  en: 'Please fill all required fields and attach at least one file.',
  ar: 'يُرجى تعبئة جميع الحقول المطلوبة وإرفاق ملف واحد على الأقل.',
};

describe('the proposal schema', () => {
  it('accepts a complete proposal and returns clean values (trimmed text, number, boolean)', async () => {
    const result = await schemaIn('en').validate(valid(), { abortEarly: false });
    expect(result.company_name).toBe('Hydro Consult');
    expect(result.proposed_amount).toBe(125000.5);
    expect(result.consent).toBe(true);
    expect(result.proposal_file).toHaveLength(1);
  });

  it('accepts pdf, doc and docx files together', async () => {
    const files = [
      file(pdfBytes(), 'a.pdf'),
      file(docBytes(), 'b.doc'),
      file(docxBytes(), 'c.docx'),
    ];
    await expect(problem({ ...valid(), proposal_file: files })).resolves.toBeNull();
  });

  describe.each(['en', 'ar'] as const)('in %s', (locale) => {
    const messages = locale === 'en' ? en : ar;
    const t = createTranslator({ locale, messages, namespace: 'Proposal.errors' });

    it.each([
      'company_name',
      'contact_person',
      'email',
      'phone',
      'country',
      'proposed_amount',
      'currency',
    ] as const)('reports a missing %s with the one required-fields message', async (field) => {
      for (const empty of [undefined, '', '   ']) {
        await expect(problem({ ...valid(), [field]: empty }, locale)).resolves.toEqual({
          field,
          rule: 'required',
          message: REQUIRED[locale],
        });
      }
    });

    it('requires at least one file and the consent box', async () => {
      await expect(problem({ ...valid(), proposal_file: [] }, locale)).resolves.toMatchObject({
        field: 'proposal_file',
        rule: 'required',
        message: REQUIRED[locale],
      });
      for (const consent of [undefined, '0', false]) {
        await expect(problem({ ...valid(), consent }, locale)).resolves.toMatchObject({
          field: 'consent',
          rule: 'required',
          message: REQUIRED[locale],
        });
      }
    });

    it('reports a missing field before any other problem', async () => {
      const input = { ...valid(), email: 'not-an-email', phone: '' };
      await expect(problem(input, locale)).resolves.toMatchObject({
        field: 'phone',
        rule: 'required',
      });
    });

    it('checks the email format', async () => {
      for (const email of ['not-an-email', 'a@', '@b.org', 'a b@c.org']) {
        await expect(problem({ ...valid(), email }, locale)).resolves.toEqual({
          field: 'email',
          rule: 'email',
          message: t('invalidEmail'),
        });
      }
    });

    it('wants the amount as a number above zero', async () => {
      for (const proposed_amount of [
        'abc',
        '12,5',
        '1,000',
        '0x10',
        '0',
        '-10',
        '1e20',
        '9'.repeat(16),
      ]) {
        await expect(problem({ ...valid(), proposed_amount }, locale)).resolves.toEqual({
          field: 'proposed_amount',
          rule: 'amount',
          message: t('invalidAmount'),
        });
      }
      await expect(problem({ ...valid(), proposed_amount: 99.5 }, locale)).resolves.toBeNull();
    });

    it('reads Arabic-Indic and Persian digits as numbers', async () => {
      const schema = schemaIn(locale);
      const base = { ...valid() };
      await expect(
        schema.validate({ ...base, proposed_amount: '١٢٥٠٠٠٫٥' }).then((v) => v.proposed_amount),
      ).resolves.toBe(125000.5);
      await expect(
        schema.validate({ ...base, proposed_amount: '۱۵۰۰' }).then((v) => v.proposed_amount),
      ).resolves.toBe(1500);
    });

    it('accepts only USD, JOD, EGP and EUR', async () => {
      for (const currency of ['USD', 'JOD', 'EGP', 'EUR']) {
        await expect(problem({ ...valid(), currency }, locale)).resolves.toBeNull();
      }
      await expect(problem({ ...valid(), currency: 'GBP' }, locale)).resolves.toEqual({
        field: 'currency',
        rule: 'currency',
        message: t('invalidCurrency'),
      });
    });

    it('accepts only countries of the list: states, not territories', async () => {
      // Åland, Antarctica and Western Sahara are ISO regions, not states (lib/upload/countries.ts).
      for (const country of ['Atlantis', 'AX', 'AQ', 'EH']) {
        await expect(problem({ ...valid(), country }, locale)).resolves.toEqual({
          field: 'country',
          rule: 'country',
          message: t('invalidCountry'),
        });
      }
      for (const country of ['VA', 'PS', 'SS']) {
        await expect(problem({ ...valid(), country }, locale)).resolves.toBeNull();
      }
    });

    it('bounds the length of text fields', async () => {
      await expect(problem({ ...valid(), company_name: 'x'.repeat(201) }, locale)).resolves.toEqual(
        {
          field: 'company_name',
          rule: 'length',
          message: t('tooLong', { max: 200 }),
        },
      );
      await expect(problem({ ...valid(), phone: '1'.repeat(41) }, locale)).resolves.toMatchObject({
        field: 'phone',
        rule: 'length',
      });
    });

    it('names a file larger than 10MB', async () => {
      const files = [file(pdfBytes(), 'ok.pdf'), sized(MAX_FILE_BYTES + 1, 'huge plans.pdf')];
      const found = await problem({ ...valid(), proposal_file: files }, locale);
      expect(found).toEqual({
        field: 'proposal_file',
        rule: 'file-size',
        message: t('fileTooLarge', { name: 'huge plans.pdf' }),
      });
      expect(found?.message).toContain('huge plans.pdf');
      // Exactly 10 MB is allowed.
      await expect(
        problem({ ...valid(), proposal_file: [sized(MAX_FILE_BYTES, 'edge.pdf')] }, locale),
      ).resolves.toBeNull();
    });

    it('names a file that is not a PDF or Word document, whatever its name says', async () => {
      const files = [file(pdfBytes(), 'ok.pdf'), file(exeBytes(), 'offer.pdf', 'application/pdf')];
      await expect(problem({ ...valid(), proposal_file: files }, locale)).resolves.toEqual({
        field: 'proposal_file',
        rule: 'file-type',
        message: t('fileType', { name: 'offer.pdf' }),
      });
    });

    it('accepts at most 10 files, 50MB in all', async () => {
      const many = Array.from({ length: MAX_FILES + 1 }, (_, i) => file(pdfBytes(), `${i}.pdf`));
      await expect(problem({ ...valid(), proposal_file: many }, locale)).resolves.toEqual({
        field: 'proposal_file',
        rule: 'files-count',
        message: t('tooManyFiles', { max: MAX_FILES }),
      });
      const heavy = Array.from({ length: 6 }, (_, i) => sized(9 * MB, `${i}.pdf`));
      await expect(problem({ ...valid(), proposal_file: heavy }, locale)).resolves.toEqual({
        field: 'proposal_file',
        rule: 'files-total',
        message: t('filesTooLarge'),
      });
    });
  });

  it('writes the form messages verbatim in English and translated in Arabic', () => {
    expect(en.Proposal.errors.fileTooLarge).toBe('File "{name}" is larger than 10MB.');
    expect(en.Proposal.consent).toBe(
      'I consent to processing my data for proposal evaluation purposes.',
    );
    const t = createTranslator({ locale: 'ar', messages: ar, namespace: 'Proposal.errors' });
    expect(t('fileTooLarge', { name: 'عرض.pdf' })).toContain('عرض.pdf');
    expect(t('fileTooLarge', { name: 'x.pdf' })).not.toBe(en.Proposal.errors.fileTooLarge);
  });

  it('keeps a file name as it is, even one that looks like a template', async () => {
    const found = await problem({
      ...valid(),
      proposal_file: [file(exeBytes(), '${path}.pdf')],
    });
    expect(found?.message).toBe(
      'File "${path}.pdf" is not a PDF or Word document (pdf, doc, docx).',
    );
  });
});
