/** @jest-environment node */
import { object, string, ValidationError, type AnySchema } from 'yup';
import { exeBytes, file, pdfBytes } from './__fixtures__/documents';
import { MAX_FILE_BYTES } from './constants';
import { firstProblemOf, isBlank, isUploadFile, uploadRules } from './rules';

/**
 * The shared rules as a form's schema meets them: which rule a value breaks (the name the forms
 * turn into 413, 415 or 422) and the message it shows. The translator writes its key and values.
 */
const rules = uploadRules((key, values) => (values ? `${key} ${JSON.stringify(values)}` : key));

async function broken(schema: AnySchema, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return (error.inner.length > 0 ? error.inner : [error]).map((e) => [e.type, e.message]);
  }
}

describe('uploadRules', () => {
  it('takes a text of exactly its length, and not one character more', async () => {
    expect(await broken(rules.text(5), 'abcde')).toEqual([]);
    expect(await broken(rules.text(5), 'abcdef')).toEqual([['length', 'tooLong {"max":5}']]);
  });

  it('takes a document of exactly 10 MB; a larger one is named as too large, and not read', async () => {
    expect(await broken(rules.document(), file(pdfBytes(MAX_FILE_BYTES), 'a.pdf'))).toEqual([]);
    // At exactly the limit a file is still read: one that is no document is named as such.
    expect(
      await broken(rules.document(), file(new Uint8Array(MAX_FILE_BYTES), 'limit.pdf')),
    ).toEqual([['file-type', 'fileType {"name":"limit.pdf"}']]);
    const big = file(pdfBytes(MAX_FILE_BYTES + 1), 'big.pdf');
    expect(await broken(rules.document(), big)).toEqual([
      ['file-size', 'fileTooLarge {"name":"big.pdf"}'],
    ]);
    // Too large and not a document: one message, the size's.
    const bigExe = file(new Uint8Array(MAX_FILE_BYTES + 1), 'big.exe');
    expect(await broken(rules.document(), bigExe)).toEqual([
      ['file-size', 'fileTooLarge {"name":"big.exe"}'],
    ]);
  });

  it('names a file that is not a document under the file-type rule', async () => {
    expect(await broken(rules.document(), file(exeBytes(), 'cv.pdf'))).toEqual([
      ['file-type', 'fileType {"name":"cv.pdf"}'],
    ]);
  });

  it('reports a missing required document and a withheld consent as required', async () => {
    expect(await broken(rules.requiredDocument(), null)).toEqual([['required', 'required']]);
    expect(await broken(rules.consent(), false)).toEqual([['required', 'required']]);
    expect(await broken(rules.consent(), true)).toEqual([]);
  });

  it('reads each file once, however often the form is validated', async () => {
    let reads = 0;
    const counted = file(pdfBytes(), 'a.pdf');
    const slice = counted.slice.bind(counted);
    counted.slice = (...args) => {
      reads += 1;
      return slice(...args);
    };
    await broken(rules.document(), counted);
    const first = reads;
    expect(first).toBeGreaterThan(0);
    await broken(rules.document(), counted);
    expect(reads).toBe(first);
  });
});

describe('isUploadFile and isBlank', () => {
  it('takes a named file, not a bare Blob or a string', () => {
    expect(isUploadFile(file(pdfBytes(), 'a.pdf'))).toBe(true);
    expect(isUploadFile(new Blob(['%PDF-']))).toBe(false);
    expect(isUploadFile('a.pdf')).toBe(false);
  });

  it('finds blank what holds no text', () => {
    for (const value of [undefined, null, '', '   '])
      expect([value, isBlank(value)]).toEqual([value, true]);
    for (const value of ['x', 0, false]) expect([value, isBlank(value)]).toEqual([value, false]);
  });
});

describe('firstProblemOf', () => {
  const fields = ['name', 'email'] as const;
  const schema = object({ name: string().required('required'), email: string().email('email') });

  it('reads a validation stopped at its first problem, which has no inner ones', async () => {
    const error: unknown = await schema.validate({ email: 'x' }).catch((e: unknown) => e);
    if (!(error instanceof ValidationError)) throw new Error('expected a validation error');
    expect(error.inner).toEqual([]);
    expect(firstProblemOf(error, fields, ['required', 'email'], () => 'required')).toEqual({
      field: 'email',
      rule: 'email',
      message: 'email',
    });
  });
  /** A validation that found these problems (path, type), in the order Yup met them. */
  const failed = (...found: [string, string][]) =>
    new ValidationError(
      found.map(([path, type]) => new ValidationError(`${path} ${type}`, undefined, path, type)),
    );
  const order = ['name', 'email', 'files'] as const;
  const first = (error: ValidationError, ruleOf = (type?: string) => `yup:${type ?? ''}`) =>
    firstProblemOf(error, order, ['required', 'email', 'length'], ruleOf);

  it('reports a missing field before any other problem, whatever their order', () => {
    expect(first(failed(['name', 'length'], ['email', 'email'], ['files', 'required']))).toEqual({
      field: 'files',
      rule: 'required',
      message: 'files required',
    });
  });

  it('else reports the first problem in the form’s order, not in the order found', () => {
    expect(first(failed(['files', 'length'], ['email', 'email']))).toMatchObject({
      field: 'email',
      rule: 'email',
    });
  });

  it('reads a numbered file as a problem of its files field', () => {
    expect(first(failed(['files[2]', 'length']))).toMatchObject({ field: 'files' });
  });

  it('names a rule it does not know through the form, with the field', () => {
    const ruleOf = jest.fn((type?: string, field?: string) => `${field}:${type}`);
    expect(first(failed(['email', 'typeError']), ruleOf)).toMatchObject({
      rule: 'email:typeError',
    });
    expect(ruleOf).toHaveBeenCalledTimes(1);
  });

  it('leaves out what is not one of the form’s fields, and reports nothing when that is all', () => {
    expect(first(failed(['admin', 'required'], ['name', 'length']))).toMatchObject({
      field: 'name',
    });
    expect(first(failed(['admin', 'required'], ['xname', 'required']))).toBeNull();
  });
});
