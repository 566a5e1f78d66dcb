/**
 * Site-wide constants. Contact details and external addresses are the network's public ones as
 * far as this repository knows them; a deployment can override the site URL with SITE_URL.
 */
export const SITE = {
  /** The brand, the same in every language (og:site_name, feeds). */
  name: 'INWRDAM',
  contactEmail: 'info@inwrdam.org',
  procurementEmail: 'procurement@inwrdam.org',
  careersEmail: 'careers@inwrdam.org',
  contactPhone: '+962 6 533 2993',
  hubUrl: 'https://wefe-hub.inwrdam.org',
  hubMapsUrl: 'https://wefe-hub.inwrdam.org/maps',
  waterVisionUrl: 'https://www.oic-oci.org/docdown/?docID=36&refID=16',
  founded: 1987,
  memberStates: 22,
  programs: 100,
  publications: 40,
} as const;

export function siteUrl(): string {
  return (process.env.SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
}
