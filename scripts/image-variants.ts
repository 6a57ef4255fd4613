/**
 * Writes every picture of public/media, public/images and public/brand at every width a page can
 * ask for (lib/media/variants.ts), as WebP files beside it, before the first visitor asks
 * (docs/phone-layout.md). Runs at build (npm's prebuild, after data:images) and in development.
 *
 *   npx tsx scripts/image-variants.ts [--public DIR] [--force]
 *
 * - A picture whose files are all there and newer than it is skipped: a second build costs a scan.
 * - Files are written atomically (temp file + rename); made files whose picture is gone are removed.
 * - Prints what it made and how long it took; exits non-zero when a picture cannot be read.
 */
import { readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { encodeVariants } from '../lib/media/encode-variants';
import { LOCAL_IMAGE_FOLDERS } from '../lib/media/image-sizes';
import { isVariantSource, variantUrls, variantWidth } from '../lib/media/variants';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every file under a folder, as site paths (`/media/…`). */
async function walk(publicDir: string, folder: string): Promise<string[]> {
  const found: string[] = [];
  let entries;
  try {
    entries = await readdir(path.join(publicDir, folder), { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const child = `${folder}/${entry.name}`;
    if (entry.isDirectory()) found.push(...(await walk(publicDir, child)));
    else if (entry.isFile()) found.push(child);
  }
  return found;
}

async function mtime(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/** The pictures (site paths) of a public folder whose made files are missing or older. */
export async function planVariants(
  publicDir: string,
  force = false,
): Promise<{ sources: string[]; stale: string[]; orphans: string[] }> {
  const files = (
    await Promise.all(LOCAL_IMAGE_FOLDERS.map((folder) => walk(publicDir, folder)))
  ).flat();
  const sources = files.filter(isVariantSource);
  const made = new Set(sources.flatMap(variantUrls));
  const orphans = files.filter((file) => variantWidth(file) !== null && !made.has(file));
  const stale: string[] = [];
  for (const source of sources) {
    const sourceTime = (await mtime(path.join(publicDir, source)))!;
    const times = await Promise.all(
      variantUrls(source).map((url) => mtime(path.join(publicDir, url))),
    );
    if (force || times.some((time) => time === null || time < sourceTime)) stale.push(source);
  }
  return { sources, stale, orphans };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const publicIndex = args.indexOf('--public');
  const publicDir =
    publicIndex >= 0 ? path.resolve(args[publicIndex + 1]!) : path.join(ROOT, 'public');
  const started = performance.now();
  const { sources, stale, orphans } = await planVariants(publicDir, args.includes('--force'));
  for (const orphan of orphans) await rm(path.join(publicDir, orphan), { force: true });
  // one picture per core at a time, each encoded on one libvips thread: no oversubscription
  sharp.concurrency(1);
  const queue = [...stale];
  const failed: string[] = [];
  let written = 0;
  let bytes = 0;
  const worker = async () => {
    for (let source = queue.shift(); source !== undefined; source = queue.shift()) {
      try {
        const variants = await encodeVariants(path.join(publicDir, source));
        const urls = variantUrls(source);
        for (const [index, variant] of variants.entries()) {
          const file = path.join(publicDir, urls[index]!);
          const temp = `${file}.${process.pid}.tmp`;
          await writeFile(temp, variant.bytes);
          await rename(temp, file);
          written++;
          bytes += variant.bytes.byteLength;
        }
      } catch (error) {
        failed.push(`${source}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `image variants: ${sources.length} pictures, ${stale.length} (re)made → ${written} files, ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MiB, ${orphans.length} orphans removed, in ${seconds} s`,
  );
  for (const failure of failed) console.error(`image variants: ${failure}`);
  return failed.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
