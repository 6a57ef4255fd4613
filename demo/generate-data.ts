/**
 * Writes the bundled data set: `npx tsx demo/generate-data.ts [--seed N] [--count N] [--out FILE]`.
 * Deterministic: the same seed and count always give the same file. `--count 100000` makes a
 * benchmark-sized set (write it outside data/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { rawPayloadSchema } from '@/lib/data/schema';
import { formatIssues } from '@/lib/content/validate';
import { LOCALES, isLocale } from '@/lib/i18n/locales';
import { generatePayload } from './listings/payload';

export const DEFAULT_SEED = 20261121;
export const DEFAULT_COUNT = 150;

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    count: { type: 'string', default: String(DEFAULT_COUNT) },
    out: { type: 'string', default: 'data/listings.json' },
    locales: { type: 'string', default: LOCALES.join(',') },
  },
});

const locales = values.locales.split(',').filter(isLocale);
const started = performance.now();
const payload = generatePayload({
  seed: Number(values.seed),
  count: Number(values.count),
  locales,
});
const checked = rawPayloadSchema.safeParse(payload);
if (!checked.success) {
  console.error(formatIssues(values.out, checked.error.issues.slice(0, 20), payload));
  process.exit(1);
}
const out = resolve(values.out);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(payload, null, 1)}\n`);
console.log(
  `${values.out}: ${payload.listings.length} listing records (${Number(values.count)} listings × ${locales.length} languages), ` +
    `${payload.projects.length} project records, ${payload.citys.length} city records in ${Math.round(performance.now() - started)} ms`,
);
