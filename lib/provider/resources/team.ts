import type { Locale } from '@/lib/i18n/locales';
import { TAGS } from '../cache';
import { id, pick, pickText, str, type RawRecord } from '../reshape';
import { image, listing } from '../resource';
import type { TeamMember } from '../types';

function reshapeTeamMember(raw: RawRecord, locale: Locale): TeamMember | null {
  const memberId = id(raw);
  const name = pickText(raw, 'name', locale);
  if (!memberId || !name) return null;
  return {
    id: memberId,
    name,
    position: pickText(raw, 'position', locale),
    bio: pick(raw, 'bio', locale),
    image: image(raw, 'image'),
    email: str(raw, 'email'),
    group: str(raw, 'group'),
  };
}

/** Listed only: a member's profile opens in a dialog on the team page, not on a page of its own. */
export const team = listing({
  path: '/team-members',
  tag: TAGS.team,
  name: 'teamMembers',
  summary: reshapeTeamMember,
});
