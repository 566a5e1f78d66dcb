import type { Locale } from '@/lib/i18n/locales';
import { countrySlug, englishCountryName, sortByName } from '@/lib/member-names';
import { cachedRead, TAGS } from '../cache';
import { providerRequest } from '../http';
import { id, isRecord, pick, str, unwrapArray, type RawRecord } from '../reshape';
import { image } from '../resource';
import type { MemberState } from '../types';

function reshapeMemberState(raw: RawRecord, locale: Locale): MemberState | null {
  const translations = Array.isArray(raw.translations) ? raw.translations.filter(isRecord) : [];
  const own = translations.find((t) => str(t, 'locale') === locale);
  const country = isRecord(raw.country) ? raw.country : {};
  const sentName = str(country, 'name') ?? str(raw, 'name') ?? str(raw, 'title');
  if (!sentName) return null;
  // A provider answering in Arabic may name the country in Arabic: the id stays the English slug.
  const englishName = englishCountryName(sentName);
  const code = str(country, 'code')?.toLowerCase() ?? null;
  const name = (own && (str(own, 'name') ?? str(own, 'title'))) ?? str(raw, 'name') ?? englishName;
  const mapKey = isRecord(raw.map_key) ? raw.map_key : null;
  return {
    id: countrySlug(englishName) || code || sentName,
    name,
    englishName,
    code,
    title: (own && str(own, 'title')) ?? str(raw, 'title') ?? name,
    rank: (own && str(own, 'rank')) ?? str(raw, 'rank'),
    instituteName: (own && str(own, 'institute_name')) ?? str(raw, 'institute_name'),
    location: (own && str(own, 'location')) ?? str(raw, 'location'),
    tel: str(raw, 'tel'),
    fax: str(raw, 'fax'),
    email: str(raw, 'email'),
    image: image(raw, 'image'),
    mapKey:
      mapKey && id(mapKey) && str(mapKey, 'key_color')
        ? {
            id: id(mapKey) as string,
            color: str(mapKey, 'key_color') as string,
            title: pick(mapKey, 'title', locale) ?? '',
          }
        : null,
  };
}

/** Member states, sorted by name in the current language; a bare array, not a paginator. */
export const getMemberStates = cachedRead(
  'memberStates',
  [TAGS.memberStates],
  async (locale: Locale): Promise<MemberState[]> => {
    const path = '/member-states-countries';
    return sortByName(
      unwrapArray(await providerRequest({ path, locale }), path)
        .map((raw) => reshapeMemberState(raw, locale))
        .filter((m): m is MemberState => m !== null),
      locale,
    );
  },
);
