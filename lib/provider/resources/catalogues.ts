import { TAGS } from '../cache';
import { id, num, pick, pickText, str } from '../reshape';
import { catalogue, image, keyed } from '../resource';
import type { Country, Impact, Program, SystemChartNode } from '../types';

// Small lists read whole, each in one call: the site shows all of them on one page.

export const getCountries = catalogue<Country>({
  path: '/countries',
  tag: TAGS.countries,
  name: 'countries',
  query: { per_page: 100 },
  reshape: keyed('name', (raw) => ({ code: str(raw, 'code') })),
});

export const getPrograms = catalogue<Program>({
  path: '/programs',
  tag: TAGS.programs,
  name: 'programs',
  reshape: keyed('title', (raw, locale) => ({
    summary: pickText(raw, 'summary', locale),
    theme: str(raw, 'theme'),
    image: image(raw, 'image'),
  })),
});

export const getImpacts = catalogue<Impact>({
  path: '/our-impacts',
  tag: TAGS.impacts,
  name: 'impacts',
  reshape: (raw, locale) => {
    const impactId = id(raw);
    const value = num(raw, 'value');
    const label = pickText(raw, 'label', locale);
    if (!impactId || value === null || !label) return null;
    return {
      id: impactId,
      value,
      suffix: str(raw, 'suffix') ?? '',
      label,
      description: pick(raw, 'description', locale),
    };
  },
});

export const getSystemCharts = catalogue<SystemChartNode>({
  path: '/oic-system-charts',
  tag: TAGS.systemCharts,
  name: 'systemCharts',
  reshape: keyed('title', (raw, locale) => ({
    parentId: id(raw, 'parent_id'),
    level: num(raw, 'level') ?? 0,
    description: pick(raw, 'description', locale),
  })),
});
