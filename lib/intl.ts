/**
 * Intl formatters made once per language, options and time zone, and reused. Each
 * `new Intl.DateTimeFormat` builds ICU objects (calendar, patterns, time-zone rules) outside
 * JavaScript's heap, a good part of a megabyte, freed only when a garbage collection reaches the
 * formatter: made per item (every event's offset, every date of a list), they grew the server's
 * memory with the archive, by some 200 MB for 240 events read once (docs/scale.md, "Memory").
 * A formatter holds no state between calls, so one serves every request.
 *
 * The keys are few (four languages, a handful of option sets, the IANA time zones the content
 * names); the cache is still capped, and emptied when full, so unexpected input cannot grow it.
 */
const MAX_FORMATTERS = 500;

function memo<T>(make: (tag: string, options: object) => T) {
  const made = new Map<string, T>();
  return (tag: string, options: object = {}): T => {
    const key = `${tag}\u0000${JSON.stringify(options)}`;
    let formatter = made.get(key);
    if (!formatter) {
      // Made before it is stored: a tag or time zone Intl refuses throws and is never kept.
      formatter = make(tag, options);
      if (made.size >= MAX_FORMATTERS) made.clear();
      made.set(key, formatter);
    }
    return formatter;
  };
}

export const dateTimeFormat = memo(
  (tag, options) => new Intl.DateTimeFormat(tag, options as Intl.DateTimeFormatOptions),
);

export const numberFormat = memo(
  (tag, options) => new Intl.NumberFormat(tag, options as Intl.NumberFormatOptions),
);

export const listFormat = memo(
  (tag, options) => new Intl.ListFormat(tag, options as Intl.ListFormatOptions),
);
