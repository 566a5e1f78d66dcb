import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { getMemberStates, logProviderFailure, ProviderError } from '@/lib/provider';
import { fail, succeed } from '@/lib/envelope';

/**
 * The member-state map's data for the browser (DESIGN.md: islands call the site's own API, never
 * the provider): `GET /api/member-states?locale=ar` → `{ success: true, data: MemberState[] }`.
 */
export async function GET(request: Request) {
  const requested = new URL(request.url).searchParams.get('locale') ?? DEFAULT_LOCALE;
  if (!isLocale(requested)) {
    return fail(400, `Unknown locale "${requested}"`);
  }
  try {
    const data = await getMemberStates(requested);
    return succeed(
      { data },
      // Shared caches may keep it as long as the pages that show it (ISR, 300 s).
      {
        headers: {
          'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
        },
      },
    );
  } catch (error) {
    logProviderFailure('member states (api)', error);
    // The island shows the error's message on screen: only messages that say what went wrong in
    // the data ('Invalid response shape', the provider's own) leave the server; transport
    // details do not, and the island then shows 'Failed to load'.
    const message =
      error instanceof ProviderError && (error.kind === 'shape' || error.kind === 'unsuccessful')
        ? error.message
        : null;
    return fail(502, message, { headers: { 'Cache-Control': 'no-store' } });
  }
}
