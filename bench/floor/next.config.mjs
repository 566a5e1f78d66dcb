// The floor the phone bench measures the site against (bench/phone.mjs): a bare Next app, built
// from the site's own node_modules (the same lockfile: the same Next and React), as standalone
// output like the site, and run by the same stack (scripts/stack.mjs) behind the same edge.
/** @type {import('next').NextConfig} */
const nextConfig = { output: 'standalone', poweredByHeader: false };

export default nextConfig;
