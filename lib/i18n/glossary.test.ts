/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localisedTexts } from './localised-texts';

/**
 * One term for one concept, as the native editors settled it (docs/reviews/): each language's
 * glossary names the accepted term of every recurring concept and the variants it rejects, and no
 * message or content string may use a rejected one. A variant is matched as written, or, written
 * `/…/`, as a regular expression (Unicode, and case-insensitive in French), for the words whose
 * rejected form is also a part of an accepted one.
 */
type Term = { id: string; concept: string; accepted: string; rejected: string[]; note?: string };

/** The concepts the issue names; a glossary may add more, never drop one. */
const REQUIRED = [
  'network',
  'publications',
  'tender',
  'bid',
  'focal-institution',
  'wefe-nexus',
  'wefe-hub',
  'cop',
  'project',
  'pilot',
  'website',
  'download',
  'membership-type',
  'policy-brief',
  'treated-wastewater',
  'comstech',
  'open',
  'closed',
  'deadline',
];

const LOCALES = ['ar', 'fa', 'fr'] as const;

function glossary(locale: string): Term[] {
  const file = path.join(__dirname, 'glossary', `${locale}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { terms: Term[] }).terms;
}

function matcher(variant: string, locale: string): RegExp {
  const flags = locale === 'fr' ? 'iu' : 'u';
  if (variant.length > 2 && variant.startsWith('/') && variant.endsWith('/')) {
    return new RegExp(variant.slice(1, -1), flags);
  }
  return new RegExp(variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
}

describe.each(LOCALES)('the %s glossary', (locale) => {
  const terms = glossary(locale);
  const texts = localisedTexts(locale);

  it('names an accepted term for every recurring concept', () => {
    const ids = terms.map((term) => term.id);
    expect(REQUIRED.filter((id) => !ids.includes(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('holds terms the site really uses', () => {
    const unused = terms.filter(
      ({ accepted }) => !texts.some(({ plain }) => matcher(accepted, locale).test(plain)),
    );
    expect(unused.map((term) => `${term.id}: ${term.accepted}`)).toEqual([]);
  });

  it('finds no rejected variant in any message or content string', () => {
    const found = terms.flatMap((term) =>
      term.rejected.flatMap((variant) => {
        const pattern = matcher(variant, locale);
        return texts
          .filter(({ plain }) => pattern.test(plain))
          .map(({ where }) => `${term.id}: «${variant}» in ${where}`);
      }),
    );
    expect(found).toEqual([]);
  });
});
