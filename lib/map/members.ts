import type { MapKey, MemberState } from '@/lib/provider/types';
import { countrySlug } from '@/lib/member-names';
import { findMemberCountry } from './countries';

function compareIds(a: string, b: string): number {
  const [x, y] = [Number(a), Number(b)];
  // Provider ids are numbers sent as strings: "10" comes after "9".
  return Number.isFinite(x) && Number.isFinite(y) ? x - y : a.localeCompare(b);
}

/** The distinct map keys of the members, sorted by id: the map's legend. */
export function legendKeys(members: Pick<MemberState, 'mapKey'>[]): MapKey[] {
  const keys = new Map<string, MapKey>();
  for (const { mapKey } of members) {
    if (mapKey && !keys.has(mapKey.id)) keys.set(mapKey.id, mapKey);
  }
  return [...keys.values()].sort((a, b) => compareIds(a.id, b.id));
}

/** A world-atlas feature: `id` is the ISO 3166-1 numeric code, `properties.name` the English name. */
export interface ShapeFeature {
  id?: string | number;
  properties?: { name?: string } | null;
}

/**
 * Finds the member a map shape belongs to: by ISO numeric code through the fixed country table,
 * else by the slug of the shape's English name (a member's id is the slug of its English name).
 */
export function memberForShape<T extends Pick<MemberState, 'id' | 'code'>>(
  members: T[],
): (feature: ShapeFeature) => T | undefined {
  const byNumeric = new Map<string, T>();
  for (const member of members) {
    const country = findMemberCountry(member);
    if (country) byNumeric.set(country.numeric, member);
  }
  const byId = new Map(members.map((member) => [member.id, member]));
  return (feature) =>
    (feature.id !== undefined ? byNumeric.get(String(feature.id).padStart(3, '0')) : undefined) ??
    byId.get(countrySlug(feature.properties?.name ?? ''));
}
