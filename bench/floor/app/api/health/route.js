// The stack asks here through Varnish to know it is up (scripts/stack/up.mjs).
export function GET() {
  return new Response('ok', { headers: { 'cache-control': 'no-store' } });
}
