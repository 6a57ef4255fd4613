/**
 * The baseline of `npm run bench:lighthouse`: Next.js defaults, nothing else. Built by the bench
 * with `next build --webpack bench/baseline` from the repository root (see the bench script).
 */
const nextConfig = {};

export default nextConfig;
