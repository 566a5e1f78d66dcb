/**
 * Fixed geography of the member states (docs/features.md, "The home page"): where each marker stands and
 * how a member is matched to its shape in the world-atlas TopoJSON, whose features carry `id` =
 * ISO 3166-1 numeric code and `properties.name` = English name.
 */
import { countrySlug } from '@/lib/member-names';

export interface MemberCountry {
  /** ISO 3166-1 alpha-2, lower case. */
  iso2: string;
  /** ISO 3166-1 numeric, as world-atlas writes it (zero-padded string). */
  numeric: string;
  /** English name; its slug is the member's id. */
  name: string;
  /** Other English spellings a provider may send (official or older names). */
  aliases: string[];
  /** Marker position, [longitude, latitude]: inside the country, clear of its neighbours' labels. */
  coordinates: [number, number];
}

export const MEMBER_COUNTRIES: readonly MemberCountry[] = [
  { iso2: 'jo', numeric: '400', name: 'Jordan', aliases: [], coordinates: [36.5, 31] },
  { iso2: 'eg', numeric: '818', name: 'Egypt', aliases: [], coordinates: [30, 26.5] },
  { iso2: 'ma', numeric: '504', name: 'Morocco', aliases: [], coordinates: [-6.5, 32] },
  { iso2: 'tn', numeric: '788', name: 'Tunisia', aliases: [], coordinates: [9.5, 34] },
  { iso2: 'dz', numeric: '012', name: 'Algeria', aliases: [], coordinates: [2.6, 28] },
  { iso2: 'ly', numeric: '434', name: 'Libya', aliases: [], coordinates: [17, 27] },
  { iso2: 'sd', numeric: '729', name: 'Sudan', aliases: [], coordinates: [30, 15.5] },
  {
    iso2: 'ps',
    numeric: '275',
    name: 'Palestine',
    aliases: ['State of Palestine'],
    coordinates: [35.2, 31.9],
  },
  { iso2: 'lb', numeric: '422', name: 'Lebanon', aliases: [], coordinates: [35.9, 33.9] },
  {
    iso2: 'sy',
    numeric: '760',
    name: 'Syria',
    aliases: ['Syrian Arab Republic'],
    coordinates: [38.5, 35],
  },
  { iso2: 'iq', numeric: '368', name: 'Iraq', aliases: [], coordinates: [43.7, 33.2] },
  { iso2: 'ye', numeric: '887', name: 'Yemen', aliases: [], coordinates: [47.5, 15.6] },
  { iso2: 'om', numeric: '512', name: 'Oman', aliases: [], coordinates: [56.5, 21] },
  {
    iso2: 'sa',
    numeric: '682',
    name: 'Saudi Arabia',
    aliases: ['Kingdom of Saudi Arabia'],
    coordinates: [45, 24],
  },
  { iso2: 'pk', numeric: '586', name: 'Pakistan', aliases: [], coordinates: [69.3, 30] },
  {
    iso2: 'ir',
    numeric: '364',
    name: 'Iran',
    aliases: ['Islamic Republic of Iran', 'Iran, Islamic Republic of'],
    coordinates: [53.7, 32.4],
  },
  {
    iso2: 'tr',
    numeric: '792',
    // The United Nations' English short name since 2022; providers still send the older one too.
    name: 'Türkiye',
    aliases: ['Turkey'],
    coordinates: [35.2, 39],
  },
  { iso2: 'bd', numeric: '050', name: 'Bangladesh', aliases: [], coordinates: [90.3, 23.7] },
  { iso2: 'id', numeric: '360', name: 'Indonesia', aliases: [], coordinates: [113.9, -0.8] },
  { iso2: 'my', numeric: '458', name: 'Malaysia', aliases: [], coordinates: [102, 4.2] },
  { iso2: 'ng', numeric: '566', name: 'Nigeria', aliases: [], coordinates: [8.7, 9.1] },
  { iso2: 'sn', numeric: '686', name: 'Senegal', aliases: [], coordinates: [-14.5, 14.5] },
];

const BY_ISO2 = new Map(MEMBER_COUNTRIES.map((country) => [country.iso2, country]));
const BY_SLUG = new Map(
  MEMBER_COUNTRIES.flatMap((country) =>
    [country.name, ...country.aliases].map((name) => [countrySlug(name), country] as const),
  ),
);

/** The fixed geography of a member, found by its ISO code or, failing that, by its id. */
export function findMemberCountry(member: {
  id: string;
  code: string | null;
}): MemberCountry | undefined {
  return (
    (member.code ? BY_ISO2.get(member.code.toLowerCase()) : undefined) ?? BY_SLUG.get(member.id)
  );
}
