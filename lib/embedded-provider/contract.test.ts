/** @jest-environment node */
/**
 * The embedded provider against docs/content-api.md: the document's tables are read
 * (lib/provider/contract-doc.ts), so a call, an envelope or a field sent by one side and not listed
 * by the other fails this test. What the site reads is held to the same document by
 * lib/provider/contract.test.ts.
 */
import { healthyAnswer, ID } from '../../e2e/faulty/fake-content.mjs';
import { CALLS, ENVELOPES, PAGING, SKIPPED, type Field } from '../provider/contract-doc';
import { content } from './content';
import { createEmbeddedProvider } from './handler';

const LANGS = ['en', 'fr', 'ar', 'fa'] as const;
const NOW = new Date('2026-11-22T10:00:00Z');
const envelopes = ENVELOPES;
const paging = PAGING;

type Json = Record<string, unknown>;

const handle = createEmbeddedProvider({
  content,
  now: () => NOW,
  save: async (kind, locale, fields) => ({
    receipt_id: 'receipt-1',
    kind,
    locale,
    received_at: NOW.toISOString(),
    fields,
    files: [],
  }),
  storageFull: async () => false,
  fileSize: () => 2048,
});

async function request(method: string, url: string, lang: string, form?: FormData) {
  const response = await handle(
    new Request(`http://embedded.provider${url}`, {
      method,
      headers: { Accept: 'application/json', 'Accept-Language': lang, lang },
    }),
    { allowWrites: method === 'POST', form },
  );
  return { status: response.status, body: (await response.json()) as Json };
}

const dig = (value: unknown, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], value);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value is of one of the document's field types (docs/content-api.md, "Field types"). */
function ofType(type: string, value: unknown): boolean {
  switch (type) {
    case 'id':
      return (typeof value === 'string' && value !== '') || Number.isFinite(value);
    case 'text':
    case 'html':
    case 'string':
    case 'url':
      return typeof value === 'string';
    case 'number':
      return Number.isFinite(typeof value === 'string' ? Number(value) : value);
    case 'flag':
      return [true, false, 0, 1, '0', '1'].includes(value as never);
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);
    case 'string[]':
      return Array.isArray(value) && value.every((v) => ['string', 'number'].includes(typeof v));
    case 'object':
      return isObject(value);
    case 'object[]':
      return Array.isArray(value) && value.every(isObject);
    default:
      throw new Error(`docs/content-api.md names an unknown type: ${type}`);
  }
}

/**
 * What a record breaks of its documented fields, each problem as a sentence. `copies`: whether a
 * localised field must come with its `_ar` and `_fa` copies (the embedded provider sends both;
 * another provider may send neither).
 */
function problems(record: Json, fields: Field[], prefix = '', copies = true): string[] {
  const documented = new Map(fields.map((field) => [field.name, field]));
  const found: string[] = [];
  for (const field of fields) {
    if (!field.name.startsWith(prefix) || field.name.slice(prefix.length).includes('.')) continue;
    const key = field.name.slice(prefix.length);
    const value = record[key];
    if (value === undefined || value === null) {
      if (field.required) found.push(`${field.name} is missing`);
      continue;
    }
    if (!ofType(field.type, value)) found.push(`${field.name} is not ${field.type}`);
    if (
      copies &&
      field.localised &&
      (record[`${key}_ar`] === undefined || record[`${key}_fa`] === undefined)
    ) {
      found.push(`${field.name} has no _ar or _fa copy`);
    }
    if (field.type === 'object' && isObject(value)) {
      found.push(...problems(value, fields, `${field.name}.`, copies));
    }
    if (field.type === 'object[]' && Array.isArray(value)) {
      for (const item of value.filter(isObject)) {
        found.push(...problems(item, fields, `${field.name}[].`, copies));
      }
    }
  }
  for (const key of Object.keys(record)) {
    const copyOf = /^(.*)_(ar|fa)$/.exec(key)?.[1];
    const known =
      documented.has(prefix + key) ||
      (copyOf !== undefined && documented.get(prefix + copyOf)?.localised === true);
    if (!known) found.push(`${prefix}${key} is sent but not documented`);
  }
  return found;
}

/** An open tender or vacancy, for the submissions that name one. */
async function openId(list: string): Promise<string> {
  const { body } = await request('GET', `${list}?per_page=100`, 'en');
  const open = (dig(body, 'data.data') as Json[]).find((item) => !item.is_expired);
  return String(open!.id);
}

describe('docs/content-api.md', () => {
  it('has no call row the tests cannot read (each names a method, path, envelope, example, fields)', () => {
    expect(SKIPPED).toEqual([]);
    expect(CALLS.length).toBeGreaterThan(0);
  });
});

describe('the embedded provider answers as docs/content-api.md says', () => {
  const reads = CALLS.filter((call) => call.method === 'GET');

  describe.each(LANGS)('in %s', (lang) => {
    it.each(reads.map((call) => [call.example, call] as const))('GET %s', async (_, call) => {
      const { status, body } = await request('GET', call.example, lang);
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      const at = envelopes.get(call.envelope)!;
      const records = dig(body, at);
      const list = call.envelope === 'item' ? [records] : records;
      expect(Array.isArray(list)).toBe(true);
      expect((list as unknown[]).length).toBeGreaterThan(0);
      const found = (list as unknown[]).flatMap((record, index) =>
        isObject(record)
          ? problems(record, call.fields).map((problem) => `record ${index}: ${problem}`)
          : [`record ${index} is not an object`],
      );
      expect(found).toEqual([]);

      if (call.envelope === 'paged' || call.envelope === 'projects') {
        const paginator = dig(body, at.replace(/\.data$/, '')) as Json;
        const meta = { ...paginator };
        delete meta.data;
        expect(problems(meta, paging)).toEqual([]);
        const query = new URL(call.example, 'http://x').searchParams;
        if (query.has('per_page')) {
          expect(paginator.per_page).toBe(Number(query.get('per_page')));
          expect((list as unknown[]).length).toBeLessThanOrEqual(Number(query.get('per_page')));
        }
        if (query.has('page')) expect(paginator.current_page).toBe(Number(query.get('page')));
      }
    });
  });

  it.each(CALLS.filter((call) => call.method === 'POST').map((call) => [call.path, call] as const))(
    'POST %s answers a receipt',
    async (_, call) => {
      // Every field the document lists, as text: the provider stores what it is sent.
      const form = new FormData();
      for (const [, name] of call.row['fields, in order']!.matchAll(/`([a-z_]+)`/g)) {
        form.set(name!, 'x');
      }
      let url = call.example;
      if (url.startsWith('/tenders/')) {
        const id = await openId('/tenders');
        url = url.replace('{id}', id);
        form.set('tender_id', id);
      }
      if (form.has('vacancy_id')) form.set('vacancy_id', await openId('/vacancies'));
      const { status, body } = await request('POST', url, 'en', form);
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(problems(dig(body, envelopes.get('receipt')!) as Json, call.fields)).toEqual([]);
    },
  );
});

describe("the faulty suite's fake provider answers as docs/content-api.md says", () => {
  // The fake provider answers the reads of the pages its suite checks, with ids of its own, and
  // 404 for anything else. What it answers must be the documented contract.
  const answered = CALLS.filter((call) => call.method === 'GET').flatMap((call) => {
    const address = call.path.replace('{id}', String(ID));
    const [status, body] = healthyAnswer(address, { mode: 'healthy', edition: 1, page: 1 });
    return status === 200 ? [[`${address} (${call.envelope})`, call, body as Json] as const] : [];
  });

  it('answers several of the documented calls', () => {
    expect(answered.length).toBeGreaterThanOrEqual(8);
  });

  it.each(answered)('GET %s', (_, call, body) => {
    expect(body.success).toBe(true);
    const records = dig(body, envelopes.get(call.envelope)!);
    const list = call.envelope === 'item' ? [records] : records;
    expect(Array.isArray(list)).toBe(true);
    const found = (list as unknown[]).flatMap((record, index) =>
      isObject(record)
        ? problems(record, call.fields, '', false).map((problem) => `record ${index}: ${problem}`)
        : [`record ${index} is not an object`],
    );
    expect(found).toEqual([]);
  });
});
