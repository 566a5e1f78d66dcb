/**
 * Fixed geography of the member states (spec §9): where each marker stands and how a member is
 * matched to its shape in the world-atlas TopoJSON, whose features carry `id` = ISO 3166-1
 * numeric code and `properties.name` = English name.
 */

export interface MemberCountry {
  /** ISO 3166-1 alpha-2, lower case. */
  iso2: string;
  /** ISO 3166-1 numeric, as world-atlas writes it (zero-padded string). */
  numeric: string;
  /** English name; its slug is the member's id (spec §3). */
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

/**
 * Arabic country names a provider may send in `country.name` (spec §9: about 25 entries), so the
 * member's id stays the slug of its English name whatever language the provider answered in.
 * Keys are written as people write them; lookups normalise hamza forms and diacritics.
 */
export const ARABIC_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  الأردن: 'Jordan',
  'المملكة الأردنية الهاشمية': 'Jordan',
  مصر: 'Egypt',
  المغرب: 'Morocco',
  تونس: 'Tunisia',
  الجزائر: 'Algeria',
  ليبيا: 'Libya',
  السودان: 'Sudan',
  فلسطين: 'Palestine',
  'دولة فلسطين': 'Palestine',
  لبنان: 'Lebanon',
  سوريا: 'Syria',
  سورية: 'Syria',
  العراق: 'Iraq',
  اليمن: 'Yemen',
  عمان: 'Oman',
  'سلطنة عمان': 'Oman',
  السعودية: 'Saudi Arabia',
  'المملكة العربية السعودية': 'Saudi Arabia',
  باكستان: 'Pakistan',
  إيران: 'Iran',
  تركيا: 'Türkiye',
  بنغلاديش: 'Bangladesh',
  بنغلادش: 'Bangladesh',
  إندونيسيا: 'Indonesia',
  ماليزيا: 'Malaysia',
  نيجيريا: 'Nigeria',
  السنغال: 'Senegal',
};

/** Folds the spellings of one Arabic name together: diacritics, tatweel, hamza on alef, final yeh. */
function normaliseArabic(value: string): string {
  return value
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}

const ARABIC_LOOKUP = new Map(
  Object.entries(ARABIC_COUNTRY_NAMES).map(([arabic, english]) => [
    normaliseArabic(arabic),
    english,
  ]),
);

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** The English name for a country name the provider sent, in English or in Arabic. */
export function englishCountryName(name: string): string {
  if (!ARABIC_LETTER.test(name)) return name.trim();
  return ARABIC_LOOKUP.get(normaliseArabic(name)) ?? name.trim();
}

/** Lower-cased slug of an English name: the member's id (spec §3). */
export function countrySlug(englishName: string): string {
  return englishName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

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
