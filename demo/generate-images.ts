/**
 * Renders the pictures of the generated data set and the energy-label images into public/.
 *
 *   npx tsx demo/generate-images.ts [--force] [--data FILE] [--out DIR] [--samples DIR]
 *
 * - EPC labels: every label of every region → public/images/epc/{region}/{label}.png.
 * - When data/listings.json exists: every listing/project picture, thumbnail and plan at its Url
 *   under public/ (JPEG or PNG by extension), drawn by demo/photos/scenes.ts with the hash of
 *   its Url as seed. A thumbnail shows the listing's first picture (same scene and seed).
 * - The home banner pictures of data/site.json (image, gallery images, video poster) under /media/:
 *   house facades at 1920×1080; the offices' photos under /media/offices/: shop fronts at 800×600.
 * - Existing files are kept unless --force; files are written atomically (temp file + rename).
 * - --data FILE / --out DIR: another input file / output root instead of data/listings.json and
 *   public/ (e.g. for a timing run that must not touch public/).
 * - --samples DIR: instead, renders every scene at 800×533 with two seeds, plus a few labels.
 * Exits non-zero when any image fails.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { ENERGY_LABELS, energyLabelImage } from '../lib/energy/labels';
import type { EnergyRegion } from '../lib/energy/region';
import { SCENE_KEYS, type SceneKey } from './listings/types';
import { energyLabelSvg } from '../lib/energy/label-svg';
import { hashString, SCENE_HEIGHT, SCENE_WIDTH, sceneSvg } from './photos/scenes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A path as shown in messages: relative to the working directory when inside it. */
const shown = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
};
let PUBLIC = path.join(ROOT, 'public');
const CONCURRENCY = 4;
const THUMB_WIDTH = 250;

type Kind = 'epc' | 'photo' | 'thumbnail' | 'plan' | 'sample';
/** A file to write from a render, resized when the render is larger (thumbnails). */
type Output = { kind: Kind; file: string; resize?: { width: number; height: number } };
/** One SVG render and the files made from it (a listing's first photo and its thumbnail share one). */
type Job = { key: string; svg: () => string; outputs: Output[] };

type Picture = { Url: string; Width: number; Height: number; Name: string };
type Listing = { Pictures?: Picture[]; SmallPictureItem?: Picture | null };
type Project = { Pictures?: Picture[]; SmallPicture?: string | null; Plans?: Picture[] };

const isScene = (name: unknown): name is SceneKey =>
  typeof name === 'string' && (SCENE_KEYS as readonly string[]).includes(name);

function publicFile(url: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.includes('..') || url.includes('\\'))
    throw new Error(`invalid picture Url ${JSON.stringify(url)}`);
  return path.join(PUBLIC, url);
}

function size(value: unknown, fallback: number, what: string): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > 6000)
    throw new Error(`invalid ${what} ${JSON.stringify(value)}`);
  return value;
}

/** Jobs keyed by render; adding a render that exists already only adds its outputs. */
class JobList {
  private readonly jobs = new Map<string, Job>();
  private readonly files = new Set<string>();
  add(key: string, svg: () => string, output: Output): void {
    if (this.files.has(output.file)) return;
    this.files.add(output.file);
    const job = this.jobs.get(key);
    if (job) job.outputs.push(output);
    else this.jobs.set(key, { key, svg, outputs: [output] });
  }
  /**
   * A scene is rasterized at its native scale (1 view-box unit = 1 px, whole-pixel pattern tiles:
   * the fast path in librsvg) and resized to the file's size when that is smaller.
   */
  scene(
    kind: Kind,
    file: string,
    scene: string,
    seed: number,
    width: number,
    height: number,
  ): void {
    if (!isScene(scene)) throw new Error(`${shown(file)}: unknown scene ${JSON.stringify(scene)}`);
    // within 1 % of the scene's aspect ratio (250×167 thumbnails), render at the native size and
    // let the resize crop the difference: the thumbnail then shares the first photo's render
    const ratio = width / height / (SCENE_WIDTH / SCENE_HEIGHT);
    const near = Math.abs(ratio - 1) < 0.01;
    const wide = ratio >= 1;
    const renderWidth = near || wide ? SCENE_WIDTH : Math.round((SCENE_HEIGHT * width) / height);
    const renderHeight = near || !wide ? SCENE_HEIGHT : Math.round((SCENE_WIDTH * height) / width);
    const native = renderWidth === width && renderHeight === height;
    this.add(
      `${scene}|${seed}|${renderWidth}|${renderHeight}`,
      () => sceneSvg(scene, seed, renderWidth, renderHeight),
      { kind, file, resize: native ? undefined : { width, height } },
    );
  }
  list(): Job[] {
    return [...this.jobs.values()];
  }
}

/** Every image of the data set, deduplicated by Url (listings repeat once per language). */
function dataJobs(payload: { listings?: Listing[]; projects?: Project[] }, jobs: JobList): void {
  const photo = (kind: Kind, picture: Picture, scene: string) =>
    jobs.scene(
      kind,
      publicFile(picture.Url),
      scene,
      hashString(picture.Url),
      size(picture.Width, 1600, `Width of ${picture.Url}`),
      size(picture.Height, 1067, `Height of ${picture.Url}`),
    );
  /** A thumbnail: the first picture (same scene and seed), smaller. */
  const thumbnail = (
    url: string,
    first: Picture | undefined,
    width: number,
    height: number | null,
  ) => {
    if (!first) throw new Error(`${url}: a thumbnail without pictures`);
    const w = size(first.Width, 1600, `Width of ${first.Url}`);
    const h = size(first.Height, 1067, `Height of ${first.Url}`);
    jobs.scene(
      'thumbnail',
      publicFile(url),
      first.Name,
      hashString(first.Url),
      width,
      height ?? Math.round((width * h) / w),
    );
  };
  for (const listing of payload.listings ?? []) {
    for (const picture of listing.Pictures ?? []) photo('photo', picture, picture.Name);
    const small = listing.SmallPictureItem;
    if (small?.Url)
      thumbnail(
        small.Url,
        listing.Pictures?.[0] ?? small,
        size(small.Width, THUMB_WIDTH, `Width of ${small.Url}`),
        small.Height ? size(small.Height, 167, `Height of ${small.Url}`) : null,
      );
  }
  for (const project of payload.projects ?? []) {
    for (const picture of project.Pictures ?? []) photo('photo', picture, picture.Name);
    if (project.SmallPicture)
      thumbnail(project.SmallPicture, project.Pictures?.[0], THUMB_WIDTH, null);
    for (const plan of project.Plans ?? []) photo('plan', plan, 'plan');
  }
}

const BANNER_SCENES: SceneKey[] = ['facade-villa', 'facade-house', 'facade-apartment'];

/** The home banner's pictures that live under /media/ (generated like the listings' photos). */
function bannerJobs(
  banner: { image?: string; images?: string[]; poster?: string } | undefined,
  jobs: JobList,
): void {
  const urls = [banner?.image, ...(banner?.images ?? []), banner?.poster].filter(
    (url): url is string => typeof url === 'string' && url.startsWith('/media/'),
  );
  urls.forEach((url, index) =>
    jobs.scene(
      'photo',
      publicFile(url),
      BANNER_SCENES[index % BANNER_SCENES.length]!,
      hashString(url),
      1920,
      1080,
    ),
  );
}

/** The offices' photos that live under /media/offices/: a shop front at 800×600 each. */
function officeJobs(offices: { photo?: string }[] | undefined, jobs: JobList): void {
  for (const office of offices ?? [])
    if (typeof office.photo === 'string' && office.photo.startsWith('/media/offices/'))
      jobs.scene(
        'photo',
        publicFile(office.photo),
        'facade-shop',
        hashString(office.photo),
        800,
        600,
      );
}

function epcJobs(jobs: JobList): void {
  for (const region of Object.keys(ENERGY_LABELS) as EnergyRegion[]) {
    for (const label of ENERGY_LABELS[region])
      jobs.add(`epc|${region}|${label}`, () => energyLabelSvg(region, label), {
        kind: 'epc',
        file: publicFile(energyLabelImage(region, label)),
      });
  }
}

function sampleJobs(dir: string, jobs: JobList): void {
  for (const scene of SCENE_KEYS)
    for (const seed of [11, 4242])
      jobs.scene('sample', path.join(dir, `${scene}-${seed}.png`), scene, seed, 800, 533);
  const labels: [EnergyRegion, string][] = [
    ['flanders', 'a_plus'],
    ['flanders', 'c'],
    ['flanders', 'f'],
    ['brussels', 'c_sub'],
    ['wallonia', 'a_plusplus'],
    ['wallonia', 'g'],
    ['luxembourg', 'e'],
  ];
  for (const [region, label] of labels)
    jobs.add(`epc|${region}|${label}`, () => energyLabelSvg(region, label), {
      kind: 'sample',
      file: path.join(dir, `epc-${region}-${label}.png`),
    });
}

function encoder(image: Sharp, output: Output): Promise<Buffer> {
  const resized = output.resize
    ? image.resize(output.resize.width, output.resize.height, { fit: 'cover' })
    : image;
  const ext = path.extname(output.file).toLowerCase();
  if (ext === '.jpg' || ext === '.jpeg') return resized.jpeg({ quality: 80 }).toBuffer();
  if (ext === '.png') return resized.png({ compressionLevel: 9 }).toBuffer();
  if (ext === '.webp') return resized.webp({ quality: 80 }).toBuffer();
  return Promise.reject(new Error(`unsupported image extension "${ext}"`));
}

/** Renders a job once and encodes each of its (missing) outputs. */
async function render(job: Job, outputs: Output[]): Promise<Buffer[]> {
  const svg = Buffer.from(job.svg());
  if (outputs.length === 1) return [await encoder(sharp(svg), outputs[0]!)];
  const { data, info } = await sharp(svg).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return Promise.all(outputs.map((output) => encoder(sharp(data, { raw }), output)));
}

async function run(
  jobs: Job[],
  force: boolean,
): Promise<{ written: Map<Kind, number>; skipped: number; failures: string[] }> {
  const written = new Map<Kind, number>();
  const failures: string[] = [];
  let skipped = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const outputs = force
        ? job.outputs
        : job.outputs.filter((output) => !existsSync(output.file));
      skipped += job.outputs.length - outputs.length;
      if (!outputs.length) continue;
      try {
        const images = await render(job, outputs);
        for (let i = 0; i < outputs.length; i++) {
          const output = outputs[i]!;
          const temp = `${output.file}.${process.pid}.tmp`;
          try {
            await mkdir(path.dirname(output.file), { recursive: true });
            await writeFile(temp, images[i]!);
            await rename(temp, output.file);
            written.set(output.kind, (written.get(output.kind) ?? 0) + 1);
          } catch (error) {
            await rm(temp, { force: true });
            throw error;
          }
        }
      } catch (error) {
        const files = outputs.map((output) => shown(output.file)).join(', ');
        failures.push(`${files}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { written, skipped, failures };
}

const USAGE =
  'usage: npx tsx demo/generate-images.ts [--force] [--data FILE] [--out DIR] [--samples DIR]';

function parseArgs(
  args: string[],
): { force: boolean; data: string; out: string; samples: string | null } | string {
  const options = {
    force: false,
    data: path.join(ROOT, 'data', 'listings.json'),
    out: path.join(ROOT, 'public'),
    samples: null as string | null,
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--force') options.force = true;
    else if (arg === '--data' || arg === '--out' || arg === '--samples') {
      const value = args[++i];
      if (!value) return `${arg} needs a value`;
      if (arg === '--data') options.data = path.resolve(value);
      else if (arg === '--out') options.out = path.resolve(value);
      else options.samples = path.resolve(value);
    } else return `unknown argument ${arg}`;
  }
  return options;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (typeof options === 'string') {
    console.error(`generate-images: ${options}\n${USAGE}`);
    return 2;
  }
  PUBLIC = options.out;
  const started = performance.now();
  const jobs = new JobList();
  if (options.samples) {
    sampleJobs(options.samples, jobs);
  } else {
    epcJobs(jobs);
    const site = path.join(ROOT, 'data', 'site.json');
    if (existsSync(site)) {
      const config = JSON.parse(await readFile(site, 'utf8')) as {
        banner?: Parameters<typeof bannerJobs>[0];
        agency?: { offices?: Parameters<typeof officeJobs>[0] };
      };
      bannerJobs(config.banner, jobs);
      officeJobs(config.agency?.offices, jobs);
    }
    const data = shown(options.data);
    if (existsSync(options.data)) {
      try {
        dataJobs(JSON.parse(await readFile(options.data, 'utf8')), jobs);
      } catch (error) {
        console.error(
          `generate-images: cannot use ${data}: ${error instanceof Error ? error.message : String(error)}`,
        );
        return 1;
      }
    } else {
      console.log(
        `generate-images: note: ${data} does not exist yet; only the energy labels are rendered (run the data generator first).`,
      );
    }
  }
  const force = options.force || options.samples !== null;
  // One libvips thread per image and several images at a time: the SVG rasterizer is single-threaded.
  sharp.concurrency(1);
  const { written, skipped, failures } = await run(jobs.list(), force);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const total = [...written.values()].reduce((sum, count) => sum + count, 0);
  const detail = [...written.entries()].map(([kind, count]) => `${kind} ${count}`).join(', ');
  console.log(
    `generate-images: ${total} written${detail ? ` (${detail})` : ''}, ${skipped} skipped, ${failures.length} failed in ${seconds} s`,
  );
  if (failures.length) {
    console.error(`generate-images: ${failures.length} image(s) failed:`);
    for (const failure of failures.slice(0, 20)) console.error(`  ${failure}`);
    if (failures.length > 20) console.error(`  … and ${failures.length - 20} more`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      `generate-images: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  },
);
