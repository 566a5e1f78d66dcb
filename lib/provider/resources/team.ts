import { TAGS } from '../cache';
import { pick, pickText, str } from '../reshape';
import { image, keyed, listing, type Reshape } from '../resource';
import type { TeamMember } from '../types';

const reshapeTeamMember: Reshape<TeamMember> = keyed('name', (raw, locale) => ({
  position: pickText(raw, 'position', locale),
  bio: pick(raw, 'bio', locale),
  image: image(raw, 'image'),
  email: str(raw, 'email'),
}));

/** Listed only: a member's profile opens in a dialog on the team page, not on a page of its own. */
export const team = listing({
  path: '/team-members',
  tag: TAGS.team,
  name: 'teamMembers',
  summary: reshapeTeamMember,
});
