// The stack's readiness and Varnish's probe (scripts/stack/processes.mjs, READY) ask here.
export function GET() {
  return new Response('ok', { headers: { 'cache-control': 'no-store' } });
}
