import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { getMemberStates, logProviderFailure, ProviderError } from '@/lib/provider';

/**
 * The member-state map's data for the browser (DESIGN.md: islands call the site's own API, never
 * the provider): `GET /api/member-states?locale=ar` → `{ success: true, data: MemberState[] }`.
 */
export async function GET(request: Request) {
  const requested = new URL(request.url).searchParams.get('locale') ?? DEFAULT_LOCALE;
  if (!isLocale(requested)) {
    return Response.json(
      { success: false, message: `Unknown locale "${requested}"` },
      { status: 400 },
    );
  }
  try {
    const data = await getMemberStates(requested);
    return Response.json(
      { success: true, data },
      // Shared caches may keep it as long as the pages that show it (ISR, 300 s).
      {
        headers: {
          'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
        },
      },
    );
  } catch (error) {
    logProviderFailure('member states (api)', error);
    // Spec §8 keeps the error's message on screen: only messages that say what went wrong in the
    // data (the spec's 'Invalid response shape', the provider's own) leave the server; transport
    // details do not, and the island then shows 'Failed to load'.
    const message =
      error instanceof ProviderError && (error.kind === 'shape' || error.kind === 'unsuccessful')
        ? error.message
        : null;
    return Response.json(
      { success: false, message },
      { status: 502, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
