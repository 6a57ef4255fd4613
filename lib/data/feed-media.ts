import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { mediaKeys, storeMedia } from '@/lib/db/data-versions';
import { rememberRemotePhotos, type RemotePhoto } from '@/lib/db/remote-photos';
import type { Database } from '@/lib/db/schema';
import { ORIGINAL_PHOTO_WIDTH, THUMBNAIL_WIDTHS } from '@/lib/media/image-sizes';
import { encodeVariants } from '@/lib/media/encode-variants';
import { IMPORTED_MEDIA_PREFIX, importedVariantKey } from '@/lib/media/imported';
import { VARIANT_WIDTHS } from '@/lib/media/variants';
import { contentHash, isRemotePicture, type RemotePhotos } from './feed-remote-photos';

/**
 * Photos of an imported feed (docs/importing-listings.md). A picture whose Url is a local path
 * (relative to the feed) or a file: URL is stored once per content hash and size in the database
 * (table `media`, served by /media/imported/{key}.{ext}), as the pages use them: photos and plans
 * at most 1,600 px wide (next/image makes the widths from it), thumbnails 250 px wide. A Url
 * already under /media/ is kept. An http(s) Url is downloaded (lib/data/feed-remote-photos.ts,
 * docs/import-photos.md). A photo that cannot be read is reported and left out; a listing left
 * without photos shows a plain placeholder.
 */
const THUMBNAIL_WIDTH = THUMBNAIL_WIDTHS[1];

/** A photo the feed names but the import could not read; once per listing and place, whatever the languages. */
export type MissingPhoto = { record: string; url: string; reason: string };
/** A file's path, the bytes themselves, or (a remote photo the server said is unchanged) how to download it again. */
type Input = string | Buffer | (() => Promise<Buffer>);
type Job = { key: string; width: number; format: 'jpeg' | 'png'; source: Input };
/** `remote`: the photos downloaded or revalidated, recorded once their sizes are stored. */
export type MediaPlan = { jobs: Map<string, Job>; missing: MissingPhoto[]; remote: RemotePhoto[] };

type Source = {
  hash: string;
  width: number;
  height: number;
  format: 'jpeg' | 'png';
  source: Input;
};
type PictureRecord = { Url?: unknown; Width?: unknown; Height?: unknown };

const PLACEHOLDER = {
  width: ORIGINAL_PHOTO_WIDTH,
  height: 1067,
  colour: { r: 217, g: 212, b: 204 },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a picture Url names a file to import (not a page path under /media/). */
export function isLocalPicture(url: unknown): url is string {
  return typeof url === 'string' && url.length > 0 && !url.startsWith('/media/');
}

function sourcePath(url: string, baseDir: string): string | null {
  if (/^file:/i.test(url)) return fileURLToPath(url);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return path.resolve(baseDir, url);
}

async function describe(bytes: Buffer, source: string | Buffer): Promise<Source> {
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height) throw new Error('not an image');
  // EXIF orientations 5–8 turn the picture a quarter: width and height swap once it is upright
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    hash: contentHash(bytes),
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
    format: meta.format === 'png' ? 'png' : 'jpeg',
    source,
  };
}

export class MediaPlanner {
  private readonly sources = new Map<string, Promise<Source | string>>();
  private placeholderSource: Promise<Source> | null = null;
  readonly plan: MediaPlan = { jobs: new Map(), missing: [], remote: [] };

  constructor(
    private readonly baseDir: string,
    private readonly remote: RemotePhotos | null,
  ) {}

  /** Reports a missing photo once: each language's record of a listing names the same photos. */
  private missing(photo: MissingPhoto): void {
    if (!this.plan.missing.some((seen) => seen.record === photo.record && seen.url === photo.url))
      this.plan.missing.push(photo);
  }

  /** A downloaded photo, checked whole (a body cut short passes its signature but fails to decode). */
  private async download(url: string, remote: RemotePhotos): Promise<Source | string> {
    const answer = await remote.read(url);
    if (answer.kind === 'refused') return answer.reason;
    if (answer.kind === 'known') {
      const { photo } = answer;
      this.plan.remote.push(photo);
      return { ...photo, source: answer.load };
    }
    const source = await describe(answer.bytes, answer.bytes).catch(() => null);
    const decodes =
      source &&
      (await sharp(answer.bytes)
        .resize(16)
        .toBuffer()
        .then(
          () => true,
          () => false,
        ));
    if (!source || !decodes) return 'not a readable image';
    const { etag, lastModified } = answer;
    const { hash, width, height, format } = source;
    this.plan.remote.push({ url, hash, width, height, format, etag, lastModified });
    return { ...source, source: await remote.spool(hash, answer.bytes) };
  }

  read(url: string): Promise<Source | string> {
    let found = this.sources.get(url);
    if (!found && this.remote && isRemotePicture(url)) {
      // never rejects: the downloads start ahead of the walk that awaits them
      found = this.download(url, this.remote).catch(
        (error: unknown) =>
          `download failed (${error instanceof Error ? error.message : String(error)})`,
      );
      this.sources.set(url, found);
    }
    if (!found) {
      const file = sourcePath(url, this.baseDir);
      found = file
        ? readFile(file).then(
            (bytes) => describe(bytes, file).catch(() => 'not a readable image'),
            () => 'file not found',
          )
        : Promise.resolve('only local paths, file: and http(s) URLs are imported');
      this.sources.set(url, found);
    }
    return found;
  }

  private placeholder(): Promise<Source> {
    this.placeholderSource ??= sharp({
      create: {
        width: PLACEHOLDER.width,
        height: PLACEHOLDER.height,
        channels: 3,
        background: PLACEHOLDER.colour,
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer()
      .then((bytes) => describe(bytes, bytes));
    return this.placeholderSource;
  }

  /** The page Url of a source at a width, and the size it will have; planned for storing. */
  private sized(source: Source, maxWidth: number): { Url: string; Width: number; Height: number } {
    const width = Math.min(maxWidth, source.width);
    const key = `${source.hash}-${width}`;
    const extension = source.format === 'png' ? 'png' : 'jpg';
    // the same photo read from a file or downloaded beats one that would have to be downloaded again
    const planned = this.plan.jobs.get(key);
    if (!planned || typeof planned.source === 'function')
      this.plan.jobs.set(key, { key, width, format: source.format, source: source.source });
    return {
      Url: `${IMPORTED_MEDIA_PREFIX}${key}.${extension}`,
      Width: width,
      Height: Math.max(1, Math.round((source.height * width) / source.width)),
    };
  }

  /** A picture object rewritten to its stored size; false when its photo is missing (reported). */
  private async picture(
    picture: PictureRecord,
    record: string,
    maxWidth: number,
  ): Promise<boolean> {
    if (!isLocalPicture(picture.Url)) return true;
    const source = await this.read(picture.Url);
    if (typeof source === 'string') {
      this.missing({ record, url: picture.Url, reason: source });
      return false;
    }
    Object.assign(picture, this.sized(source, maxWidth));
    return true;
  }

  /** Rewrites a picture list in place, leaving out missing photos; a list left empty gets the placeholder when `required`. */
  async pictures(
    list: unknown,
    record: string,
    maxWidth: number,
    required: boolean,
  ): Promise<void> {
    // a list without any local file (the usual case) is left as it is, without waiting on anything
    if (
      !Array.isArray(list) ||
      !list.some((picture) => isRecord(picture) && isLocalPicture(picture.Url))
    )
      return;
    const kept: unknown[] = [];
    for (const [index, picture] of list.entries()) {
      if (!isRecord(picture) || (await this.picture(picture, `${record} › ${index}`, maxWidth)))
        kept.push(picture);
    }
    if (required && kept.length === 0 && list.length > 0) {
      const first = list[0] as PictureRecord;
      kept.push({ ...first, ...this.sized(await this.placeholder(), maxWidth) });
    }
    list.splice(0, list.length, ...kept);
  }

  async single(
    owner: Record<string, unknown>,
    field: string,
    record: string,
    maxWidth: number,
  ): Promise<void> {
    const value = owner[field];
    if (isRecord(value)) {
      if (!(await this.picture(value, `${record} › ${field}`, maxWidth)))
        Object.assign(value, this.sized(await this.placeholder(), maxWidth));
    } else if (isLocalPicture(value)) {
      const source = await this.read(value);
      if (typeof source === 'string')
        this.missing({ record: `${record} › ${field}`, url: value, reason: source });
      owner[field] = this.sized(
        typeof source === 'string' ? await this.placeholder() : source,
        maxWidth,
      ).Url;
    }
  }
}

/** A record's name in the import's report: its kind and ID (its languages hold the same photos). */
const label = (kind: string, record: Record<string, unknown>) => `${kind} ${String(record.ID)}`;

/**
 * Rewrites the local picture Urls of a feed (parsed JSON, changed in place) to the Urls they will
 * have once stored, and plans what to store. Reads and hashes the files; resizes nothing yet, so a
 * feed that fails validation afterwards has written nothing.
 */
export async function planFeedMedia(
  feed: unknown,
  baseDir: string,
  remote: RemotePhotos | null,
): Promise<MediaPlan> {
  const planner = new MediaPlanner(baseDir, remote);
  if (!isRecord(feed)) return planner.plan;
  // downloads start together (as many at once as the fetcher allows); the walk below awaits each
  for (const url of pictureUrls(feed)) if (isRemotePicture(url)) void planner.read(url);
  for (const listing of Array.isArray(feed.listings) ? feed.listings : []) {
    if (!isRecord(listing)) continue;
    await planner.pictures(
      listing.Pictures,
      `${label('listing', listing)} › Pictures`,
      ORIGINAL_PHOTO_WIDTH,
      true,
    );
    await planner.single(listing, 'SmallPictureItem', label('listing', listing), THUMBNAIL_WIDTH);
  }
  for (const project of Array.isArray(feed.projects) ? feed.projects : []) {
    if (!isRecord(project)) continue;
    await planner.pictures(
      project.Pictures,
      `${label('project', project)} › Pictures`,
      ORIGINAL_PHOTO_WIDTH,
      true,
    );
    await planner.pictures(
      project.Plans,
      `${label('project', project)} › Plans`,
      ORIGINAL_PHOTO_WIDTH,
      false,
    );
    await planner.single(project, 'SmallPicture', label('project', project), THUMBNAIL_WIDTH);
  }
  return planner.plan;
}

/** The picture Urls a feed names, where planFeedMedia looks for them. */
function pictureUrls(feed: Record<string, unknown>): Set<string> {
  const urls = new Set<string>();
  const add = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(add);
    else if (isRecord(value)) add(value.Url);
    else if (isLocalPicture(value)) urls.add(value);
  };
  for (const [list, fields] of [
    ['listings', ['Pictures', 'SmallPictureItem']],
    ['projects', ['Pictures', 'Plans', 'SmallPicture']],
  ] as const) {
    const records = feed[list];
    if (!Array.isArray(records)) continue;
    for (const record of records)
      if (isRecord(record)) for (const field of fields) add(record[field]);
  }
  return urls;
}

/**
 * Resizes and stores the planned sizes the database does not have yet, each with its made widths
 * (lib/media/variants.ts: WebP at every width a page can ask for, served by the same route), so
 * that a new listing's photos are ready before its first visitor, as the bundled ones are.
 */
export async function storePlannedMedia(
  db: Kysely<Database>,
  plan: MediaPlan,
  now: number,
): Promise<{ stored: number; reused: number }> {
  const keys = [...plan.jobs.keys()];
  const variantKeys = (key: string) =>
    VARIANT_WIDTHS.map((width) => importedVariantKey(key, width));
  const present = await mediaKeys(db, [...keys, ...keys.flatMap(variantKeys)]);
  let stored = 0;
  for (const job of plan.jobs.values()) {
    const missingVariants = new Set(variantKeys(job.key).filter((key) => !present.has(key)));
    if (present.has(job.key) && missingVariants.size === 0) continue;
    const input =
      typeof job.source === 'string'
        ? await readFile(job.source)
        : typeof job.source === 'function'
          ? await job.source()
          : job.source;
    const pipeline = sharp(input).rotate().resize({ width: job.width, withoutEnlargement: true });
    const { data, info } = await (
      job.format === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 82, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
    if (!present.has(job.key)) {
      await storeMedia(
        db,
        {
          key: job.key,
          contentType: job.format === 'png' ? 'image/png' : 'image/jpeg',
          width: info.width,
          height: info.height,
          bytes: data,
        },
        now,
      );
      stored++;
    }
    for (const variant of await encodeVariants(data)) {
      const key = importedVariantKey(job.key, variant.width);
      if (!missingVariants.has(key)) continue;
      await storeMedia(
        db,
        {
          key,
          contentType: 'image/webp',
          width: variant.actualWidth,
          height: variant.height,
          bytes: variant.bytes,
        },
        now,
      );
    }
  }
  await rememberRemotePhotos(db, plan.remote, now);
  return { stored, reused: keys.length - stored };
}
