import { TAGS } from '../cache';
import { id, num, pick, pickText, str } from '../reshape';
import { catalogue, image } from '../resource';
import type { Country, Impact, Program, SystemChartNode } from '../types';

// Small lists read whole, each in one call: the site shows all of them on one page.

export const getCountries = catalogue<Country>({
  path: '/countries',
  tag: TAGS.countries,
  name: 'countries',
  query: { per_page: 100 },
  reshape: (raw, locale) => {
    const countryId = id(raw);
    const name = pickText(raw, 'name', locale);
    return countryId && name ? { id: countryId, code: str(raw, 'code'), name } : null;
  },
});

export const getPrograms = catalogue<Program>({
  path: '/programs',
  tag: TAGS.programs,
  name: 'programs',
  reshape: (raw, locale) => {
    const programId = id(raw);
    const title = pickText(raw, 'title', locale);
    if (!programId || !title) return null;
    return {
      id: programId,
      title,
      summary: pickText(raw, 'summary', locale),
      theme: str(raw, 'theme'),
      image: image(raw, 'image'),
    };
  },
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
  reshape: (raw, locale) => {
    const nodeId = id(raw);
    const title = pickText(raw, 'title', locale);
    if (!nodeId || !title) return null;
    return {
      id: nodeId,
      parentId: id(raw, 'parent_id'),
      level: num(raw, 'level') ?? 0,
      title,
      description: pick(raw, 'description', locale),
    };
  },
});
