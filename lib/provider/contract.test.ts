/** @jest-environment node */
/**
 * What the site reads against docs/content-api.md, both ways, and what it does when a field is
 * missing or malformed. Every getter of `lib/provider` runs against the embedded provider's answers,
 * fetched as from a remote provider (the site's whole read path: fetch, envelope, reshaping), while
 * the readers note every field they read (`field-reads.ts`). Then each documented field is taken
 * out of the answers, or given a value of the wrong type, and the getters' results are held to the
 * document's column "when missing or malformed".
 */
import { content } from '@/lib/embedded-provider/content';
import { createEmbeddedProvider } from '@/lib/embedded-provider/handler';
import type { Locale } from '@/lib/i18n/locales';
import {
  CALLS,
  ENVELOPES,
  PAGING,
  pathPattern,
  SKIPPED,
  type Call,
  type Field,
} from './contract-doc';
import { recordFieldReads } from './field-reads';
import * as site from './index';
import {
  drivers,
  editField,
  emptiedOnly,
  fieldsSent,
  isObject,
  LOCALES,
  outcome,
  recordsOf,
  dig,
  type Json,
  type Outcome,
} from './contract-harness';
import { EXPLICIT } from './contract-fallbacks';

const BASE = 'https://cms.example.org/api';
const NOW = new Date('2026-11-22T10:00:00Z');
const embedded = createEmbeddedProvider({
  content,
  now: () => NOW,
  save: async () => {
    throw new Error('the contract test forwards no submission to the embedded provider');
  },
  storageFull: async () => false,
  fileSize: () => 2048,
});

const keyOf = (method: string, path: string, envelope: string) => `${method} ${path} ${envelope}`;
const callKey = (call: Call) => keyOf(call.method, call.path, call.envelope);
/** One entry per documented method, path and envelope (the projects list has two example rows). */
const DOCUMENTED = new Map(CALLS.map((call) => [callKey(call), call]));

/** The documented call a read was made for, by the path asked and the envelope read. */
function documentedCall(method: string, path: string, envelope: string): Call | undefined {
  return CALLS.find(
    (call) =>
      call.method === method && call.envelope === envelope && pathPattern(call.path).test(path),
  );
}

// What each run found: fields read and sent per documented call, reads of undocumented calls, and
// which drivers reach each call.
const read = new Map<string, Set<string>>();
const sent = new Map<string, Set<string>>();
const undocumented = new Set<string>();
const driversOf = new Map<string, Set<string>>();
let current = '';
/** Turns the records of each answer before the site reads it (a field taken out…). */
let edit: ((records: Json[]) => void) | null = null;
/** Turns a list answer's paginator (`current_page`…) before the site reads it. */
let editPaginator: ((paginator: Json) => void) | null = null;

const add = (map: Map<string, Set<string>>, key: string, value: string) =>
  map.set(key, (map.get(key) ?? new Set()).add(value));

const realFetch = global.fetch;
beforeAll(() => {
  process.env.PROVIDER_API_URL = BASE;
  recordFieldReads((call, field) => {
    const method = call.envelope === 'receipt' ? 'POST' : 'GET';
    const doc = documentedCall(method, call.path, call.envelope);
    if (!doc) return void undocumented.add(keyOf(method, call.path, call.envelope));
    add(read, callKey(doc), field);
    add(driversOf, callKey(doc), current);
  });
  global.fetch = (async (input: URL | string, init: RequestInit) => {
    const url = new URL(input);
    const path = url.pathname.slice(new URL(BASE).pathname.length);
    let body: Json;
    if (init.method === 'POST') {
      // A submission's answer: the receipt envelope (the embedded provider's own answers to the
      // three submissions are checked in lib/embedded-provider/contract.test.ts).
      body = { success: true, data: { receipt_id: 'receipt-1' } };
    } else {
      const answer = await embedded(
        new Request(`http://embedded.provider${path}${url.search}`, { headers: init.headers }),
        { allowWrites: false },
      );
      if (answer.status !== 200) return answer;
      body = (await answer.json()) as Json;
    }
    const envelope = envelopeOf(body, init.method ?? 'GET', path);
    const doc = envelope && documentedCall(init.method ?? 'GET', path, envelope);
    if (doc) {
      const records = recordsOf(body, ENVELOPES.get(doc.envelope)!, doc.envelope);
      for (const name of fieldsSent(records)) add(sent, callKey(doc), name);
      edit?.(records);
      const paginator = dig(body, ENVELOPES.get(doc.envelope)!.replace(/\.data$/, ''));
      if (['paged', 'projects'].includes(doc.envelope) && isObject(paginator)) {
        editPaginator?.(paginator);
      }
    }
    return Response.json(body);
  }) as typeof fetch;
});
afterAll(() => {
  recordFieldReads(null);
  global.fetch = realFetch;
  delete process.env.PROVIDER_API_URL;
});

/** Which documented envelope an answer to this path is, when the document lists one call for it. */
function envelopeOf(body: Json, method: string, path: string): string | undefined {
  const candidates = CALLS.filter(
    (call) => call.method === method && pathPattern(call.path).test(path),
  ).map((call) => call.envelope);
  // The press list answers one body read two ways (`paged` and `array`): both are the same records.
  return candidates.find((envelope) => {
    const at = recordsOf(body, ENVELOPES.get(envelope)!, envelope);
    return at.length > 0;
  });
}

async function run(name: string, locale: Locale): Promise<Outcome> {
  current = name;
  return outcome(drivers[name]!(locale));
}

/**
 * Every getter, every language, the answers as the embedded provider sends them; then with only
 * their required fields, so that every reader follows each of its fallbacks to the end (a field
 * read only when the ones before it are missing is read, and noted, too).
 */
const full = new Map<string, Outcome>();
beforeAll(async () => {
  for (const name of Object.keys(drivers)) {
    for (const locale of LOCALES) full.set(`${name} ${locale}`, await run(name, locale));
  }
  for (const [key, call] of DOCUMENTED) {
    for (const name of driversOf.get(key) ?? []) {
      for (const locale of LOCALES) await variant(name, locale, onlyRequired(call.fields));
    }
  }
});

/** Records cut down to their required fields, nested records kept for their own required ones. */
const onlyRequired = (fields: Field[]) => (records: Json[]) => {
  const keep = (record: Json, prefix: string) => {
    for (const key of Object.keys(record)) {
      const field = fields.find((f) => f.name === prefix + key);
      const nested = fields.some(
        (f) => f.name.startsWith(`${prefix}${key}.`) || f.name.startsWith(`${prefix}${key}[].`),
      );
      if (nested && isObject(record[key])) keep(record[key], `${prefix}${key}.`);
      else if (nested && Array.isArray(record[key])) {
        for (const entry of (record[key] as unknown[]).filter(isObject))
          keep(entry, `${prefix}${key}[].`);
      } else if (!field?.required) delete record[key];
    }
  };
  for (const record of records) keep(record, '');
};

describe('docs/content-api.md against what lib/provider reads', () => {
  it('has no call row the tests cannot read', () => {
    expect(SKIPPED).toEqual([]);
  });

  it('drives every getter lib/provider exports', () => {
    const getters = Object.entries(site)
      .filter(([name, value]) => typeof value === 'function' && /^(get|search|apply)/.test(name))
      .map(([name]) => name);
    expect(getters.filter((name) => !(name in drivers))).toEqual([]);
    expect(Object.keys(drivers).filter((name) => !getters.includes(name))).toEqual([]);
  });
});

/** The first documented field named in a fallback text, resolved against the field's own record. */
function named(field: Field, fields: Field[]): string[] {
  const known = new Set(fields.map((f) => f.name));
  return [...field.fallback.matchAll(/`([^`]+)`/g)]
    .map((match) => match[1]!)
    .filter((name) => known.has(name) && name !== field.name);
}

const BAD: Record<string, unknown> = {
  object: 'not an object',
  'object[]': 'not a list',
  'string[]': 'not a list',
};
const badValue = (type: string) => (type in BAD ? BAD[type] : { not: 'a value' });

const remove = (names: string[], fields: Field[]) => (records: Json[]) => {
  for (const name of names) {
    const localised = fields.find((f) => f.name === name)?.localised;
    for (const record of records) {
      editField(record, name, (holder, key) => {
        delete holder[key];
        if (localised) for (const copy of ['_ar', '_fa']) delete holder[key + copy];
      });
    }
  }
};

const spoil = (field: Field) => (records: Json[]) => {
  for (const record of records) {
    editField(record, field.name, (holder, key) => {
      holder[key] = badValue(field.type);
      if (field.localised)
        for (const copy of ['_ar', '_fa']) holder[key + copy] = badValue(field.type);
    });
  }
};

/** `from` taken out and its values (with its `_ar`/`_fa` copies) given to `to` instead. */
const standIn = (from: Field, to: string) => (records: Json[]) => {
  for (const record of records) {
    const copies = from.localised ? ['', '_ar', '_fa'] : [''];
    const toParent = to.includes('.') ? to.slice(0, to.lastIndexOf('.')) : '';
    const fromParent = from.name.includes('.')
      ? from.name.slice(0, from.name.lastIndexOf('.'))
      : '';
    const toKey = to.slice(to.lastIndexOf('.') + 1);
    editField(record, from.name, (holder, key) => {
      const target = toParent === fromParent ? holder : record;
      for (const copy of copies) {
        if (holder[key + copy] === undefined) continue;
        target[toKey + copy] = holder[key + copy];
        delete holder[key + copy];
      }
    });
  }
};

async function variant(name: string, locale: Locale, change: (records: Json[]) => void) {
  edit = change;
  try {
    return await run(name, locale);
  } finally {
    edit = null;
  }
}

// A section's field table serves its list and its detail: a field the list does not read may be
// read by the detail, so reads and sends are compared per table, over its calls.
const byTable = new Map<string, { calls: string[]; fields: Field[] }>();
for (const [key, call] of DOCUMENTED) {
  const id = `${call.section}: ${call.fields.map((f) => f.name).join(',')}`;
  const entry = byTable.get(id) ?? { calls: [], fields: call.fields };
  entry.calls.push(key);
  byTable.set(id, entry);
}

const rows = [...byTable.values()].flatMap((table) =>
  table.fields.map(
    (field) =>
      [
        `${table.calls.join(', ')}: ${field.name}`,
        table.calls.map((key) => DOCUMENTED.get(key)!),
        field,
      ] as const,
  ),
);

describe('each field missing or malformed does what docs/content-api.md says', () => {
  it.each(rows)('%s', async (_, calls, field) => {
    const call = calls[0]!;
    const problems: string[] = [];
    const text = field.fallback;
    const explicit = EXPLICIT[`${call.section}|${field.name}`];
    const alternatives = named(field, call.fields);
    const notRead = /^not read/.test(text);
    const seeAlso = /^see `/.test(text);
    let checked = notRead || seeAlso || explicit !== undefined;
    let changed = notRead || seeAlso;
    const same = (a: Outcome, b: Outcome) => JSON.stringify(a) === JSON.stringify(b);
    if (seeAlso) {
      // Its behaviour is the other row's: that row must name it, and is checked with it.
      const of = call.fields.find((f) => f.name === code(text));
      if (!of?.fallback.includes(`\`${field.name}\``))
        problems.push(`the row of ${code(text)} does not name it`);
    }
    const runs = calls.flatMap((c) =>
      [...(driversOf.get(callKey(c)) ?? [])].map((name) => [c, name] as const),
    );
    expect(runs.length).toBeGreaterThan(0);
    for (const [{ envelope }, name] of runs) {
      const fullByLocale = Object.fromEntries(
        LOCALES.map((locale) => [locale, full.get(`${name} ${locale}`)!.value]),
      );
      for (const locale of LOCALES) {
        const where = `${name} ${locale}`;
        const before = full.get(where)!;
        const missing = await variant(name, locale, remove([field.name], call.fields));
        const malformed = await variant(name, locale, spoil(field));
        if (!same(malformed, missing))
          problems.push(`${where}: a malformed value is not read as missing`);
        if (!same(missing, before)) changed = true;
        if (notRead && !same(missing, before))
          problems.push(`${where}: it changes what the site shows`);
        if (notRead || seeAlso) continue;
        if (explicit) {
          const also = await variant(
            name,
            locale,
            remove([field.name, ...(explicit.also ?? [])], call.fields),
          );
          if (!same(also, before)) changed = true;
          const problem = explicit.check(also.value, before.value, locale, fullByLocale);
          if (problem) problems.push(`${where}: ${problem}`);
          continue;
        }
        // "`other`, else …": the other field, given this one's value, stands in for it.
        if (/^`/.test(text) && !/^`[^`]+` first/.test(text) && alternatives[0]) {
          checked = true;
          const stood = await variant(name, locale, standIn(field, alternatives[0]));
          if (!same(stood, before))
            problems.push(`${where}: ${alternatives[0]} does not stand in for it`);
        }
        // Without it and every field its row names: what is left.
        const all = await variant(name, locale, remove([field.name, ...alternatives], call.fields));
        if (!same(all, before)) changed = true;
        if (envelope === 'item' && /failed read/.test(text)) {
          checked = true;
          if (all.error !== 'shape')
            problems.push(`${where}: the read does not fail (${JSON.stringify(all).slice(0, 80)})`);
        } else if (/dropped/.test(text)) {
          checked = true;
          if (!droppedIn(all, before)) problems.push(`${where}: the record is not dropped`);
        } else if (/\b(no|not|empty|left out|none)\b/i.test(text)) {
          checked = true;
          const kept = emptiedOnly(before.value, all.value);
          if (kept.length > 0)
            problems.push(`${where}: ${kept.slice(0, 3).join(', ')} not emptied`);
        }
      }
    }
    if (!checked) problems.push(`no check reads "${text}": add one to contract-fallbacks.ts`);
    if (!changed)
      problems.push('taking it out changes nothing the site shows: the row is untested');
    expect(problems).toEqual([]);
  });
});

describe('each paginator field missing or malformed does what docs/content-api.md says', () => {
  // The last page of the news, three a page: 8 items, so page 3 of 3 holds 2.
  const lastNewsPage = () => outcome(site.getNews('en', { page: 3, perPage: 3 }));
  const expected: Record<string, (paged: Json) => unknown> = {
    current_page: (paged) => paged.page === 1,
    last_page: (paged) => paged.lastPage === 1,
    per_page: (paged) => paged.perPage === (paged.items as unknown[]).length,
    total: (paged) => paged.total === (paged.items as unknown[]).length,
  };

  it.each(PAGING.map((field) => [field.name, field] as const))('%s', async (name, field) => {
    const full = await lastNewsPage();
    const withPaginator = async (change: (paginator: Json) => void) => {
      editPaginator = change;
      try {
        return await lastNewsPage();
      } finally {
        editPaginator = null;
      }
    };
    const missing = await withPaginator((paginator) => delete paginator[name]);
    const malformed = await withPaginator((paginator) => (paginator[name] = badValue(field.type)));
    expect(JSON.stringify(malformed)).toBe(JSON.stringify(missing));
    expect(JSON.stringify(missing)).not.toBe(JSON.stringify(full));
    expect(expected[name]?.(missing.value as Json)).toBe(true);
  });

  it('reads a last_page beyond 1,000 as 1,000 (MAX_LAST_PAGE)', async () => {
    editPaginator = (paginator) => (paginator.last_page = 5000);
    try {
      expect(((await lastNewsPage()).value as Json).lastPage).toBe(1000);
    } finally {
      editPaginator = null;
    }
  });
});

const code = (cell: string) => /`([^`]+)`/.exec(cell)?.[1] ?? '';

/** A record dropped: a detail read failed as a provider defect, or some list got shorter. */
function droppedIn(after: Outcome, before: Outcome): boolean {
  if (after.error === 'shape') return true;
  const shorter = (a: unknown, b: unknown): boolean => {
    if (Array.isArray(a) && Array.isArray(b)) {
      return a.length < b.length || a.some((item, i) => shorter(item, b[i]));
    }
    if (isObject(a) && isObject(b)) return Object.keys(b).some((k) => shorter(a[k], b[k]));
    return false;
  };
  return shorter(after.value, before.value);
}

// Last: the variants above have made the readers follow every fallback, and noted it.
describe('docs/content-api.md against what lib/provider reads and the embedded provider sends', () => {
  it('every call the site reads is documented, and every documented call is read', () => {
    expect([...undocumented]).toEqual([]);
    const unread = [...DOCUMENTED.keys()].filter((key) => !read.has(key));
    expect(unread).toEqual([]);
  });

  it.each([...byTable.values()].map((t) => [t.calls.join(', '), t] as const))(
    '%s: every field read is documented; every documented field is read, or sent and "not read"',
    (_, { calls, fields }) => {
      const documented = new Map(fields.map((field) => [field.name, field]));
      const base = (name: string) => {
        const copyOf = /^(.*)_(ar|fa)$/.exec(name)?.[1];
        return copyOf !== undefined && documented.get(copyOf)?.localised ? copyOf : name;
      };
      const union = (map: Map<string, Set<string>>) =>
        new Set(calls.flatMap((key) => [...(map.get(key) ?? [])]).map(base));
      const reads = union(read);
      const sends = union(sent);
      const paging = new Set(PAGING.map((f) => `paginator.${f.name}`));
      const problems = [
        ...[...reads]
          .filter((name) => !documented.has(name) && !paging.has(name))
          .map((name) => `${name} is read but not documented`),
        ...fields.flatMap((field) => {
          if (!/^not read/.test(field.fallback)) {
            return reads.has(field.name) ? [] : [`${field.name} is documented but never read`];
          }
          return [
            ...(reads.has(field.name)
              ? [`${field.name} is documented "not read" but is read`]
              : []),
            ...(sends.has(field.name) ? [] : [`${field.name} is "not read" and not sent either`]),
          ];
        }),
      ];
      expect(problems).toEqual([]);
    },
  );

  it('reads the paginator fields it documents, and no other', () => {
    const reads = new Set([...read.values()].flatMap((names) => [...names]));
    const paging = PAGING.map((f) => `paginator.${f.name}`);
    expect(paging.filter((name) => !reads.has(name))).toEqual([]);
    expect([...reads].filter((n) => n.startsWith('paginator.') && !paging.includes(n))).toEqual([]);
  });
});
