/**
 * Which fields of the provider's answers the site reads, noted by the readers themselves: every
 * record the unwrap functions of `reshape.ts` hand to a reader passes through `observed`, so a
 * field read anywhere in `resources/` (through `str`, `pick`, `image`, or `raw.countries`) is
 * noted under its call without a list kept by hand. docs/content-api.md is checked against these
 * notes both ways (`lib/provider/contract.test.ts`).
 *
 * Off unless a test turns it on: `observed` then returns the record itself, and the request path
 * pays one comparison per record.
 */

/** A call as the readers know it: the path asked (with its ids) and the envelope read. */
export interface ReadCall {
  path: string;
  envelope: 'item' | 'paged' | 'projects' | 'home-events' | 'array' | 'receipt';
}

/**
 * Notes one field name read from a record of `call`: `title`, `title_ar`, `country.name`,
 * `translations[].locale`; a paginator's own fields as `paginator.current_page`.
 */
export type FieldReadRecorder = (call: ReadCall, field: string) => void;

let recorder: FieldReadRecorder | null = null;

/** Turns recording on (a function) or off (null). For tests only. */
export function recordFieldReads(next: FieldReadRecorder | null): void {
  recorder = next;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function watch<T extends Record<string, unknown>>(
  record: T,
  call: ReadCall,
  note: FieldReadRecorder,
  prefix: string,
): T {
  return new Proxy(record, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return value;
      const name = `${prefix}${key}`;
      note(call, name);
      // Nested records are read field by field too: `country.name`, `translations[].locale`.
      if (isPlainObject(value)) return watch(value, call, note, `${name}.`);
      if (Array.isArray(value)) {
        return value.map((entry: unknown) =>
          isPlainObject(entry) ? watch(entry, call, note, `${name}[].`) : entry,
        );
      }
      return value;
    },
  });
}

/** The record as the reader should see it: itself, or, while recording, a watcher of its reads. */
export function observed<T extends Record<string, unknown>>(
  record: T,
  call: ReadCall,
  prefix = '',
): T {
  return recorder ? watch(record, call, recorder, prefix) : record;
}
