// The instances' readiness and Varnish's probe ask here (READY, scripts/stack/processes.mjs).
export function GET() {
  return new Response('ok', { headers: { 'cache-control': 'no-store' } });
}
