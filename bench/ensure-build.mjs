/**
 * Before `npm run bench`: the benchmarks measure the production build, so a fresh clone gets one
 * (`npm run build`) when `.next/standalone/` is missing. An existing build is measured as it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('.next/standalone/server.js')) {
  console.log('No production build yet: npm run build');
  // a production build needs the public origin; the benchmarks serve it on this machine
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: 'inherit',
    env: { SITE_URL: 'http://localhost:3000', ...process.env },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
