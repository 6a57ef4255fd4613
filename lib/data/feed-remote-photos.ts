import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { findRemotePhoto, type RemotePhoto } from '@/lib/db/remote-photos';
import type { Database } from '@/lib/db/schema';
import { DEFAULT_PHOTO_FETCH, fetchPhoto, type PhotoFetchSettings } from '@/lib/media/fetch-photo';

/**
 * The photos of a feed given by http(s) URL (docs/import-photos.md), for lib/data/feed-media.ts:
 * at most `concurrency` downloads at once; a URL downloaded by an earlier import is asked for with
 * its ETag / Last-Modified and, when the server answers 304, not downloaded again. Downloaded
 * bodies wait in a temporary folder, one file per content hash, until the import stores their
 * sizes; `close` removes it.
 */
export type RemoteAnswer =
  | { kind: 'fetched'; bytes: Buffer; etag: string | null; lastModified: string | null }
  | { kind: 'known'; photo: RemotePhoto; load: () => Promise<Buffer> }
  | { kind: 'refused'; reason: string };

/** The content hash that names a photo's stored sizes (`media`): the first 96 bits of its SHA-256. */
export const contentHash = (bytes: Uint8Array) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 24);

export const isRemotePicture = (url: string) => /^https?:\/\//i.test(url);

export class RemotePhotos {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private folder: Promise<string> | null = null;
  private readonly spooled = new Map<string, Promise<string>>();
  /** Bodies downloaded, revalidations answered 304: what the report and the tests count. */
  readonly counts = { fetched: 0, notModified: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    readonly settings: PhotoFetchSettings = DEFAULT_PHOTO_FETCH,
  ) {}

  private async slot<T>(run: () => Promise<T>): Promise<T> {
    if (this.running >= this.settings.concurrency)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await run();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Downloads a URL, or revalidates it when an earlier import stored it with a validator. */
  read(url: string): Promise<RemoteAnswer> {
    return this.slot(async () => {
      const known = await findRemotePhoto(this.db, url);
      const validators =
        known && (known.etag || known.lastModified)
          ? { etag: known.etag, lastModified: known.lastModified }
          : null;
      const answer = await fetchPhoto(url, this.settings, validators);
      if (answer.status === 'refused') return { kind: 'refused', reason: answer.reason };
      if (answer.status === 'not-modified' && known) {
        this.counts.notModified++;
        return { kind: 'known', photo: known, load: this.loader(known) };
      }
      if (answer.status === 'not-modified')
        return { kind: 'refused', reason: 'HTTP 304 to a request without validators' };
      this.counts.fetched++;
      return {
        kind: 'fetched',
        bytes: answer.bytes,
        etag: answer.etag,
        lastModified: answer.lastModified,
      };
    });
  }

  /** The photo's body again, for a size the database lacks; refused when it is no longer the photo recorded. */
  private loader(photo: RemotePhoto): () => Promise<Buffer> {
    let loaded: Promise<Buffer> | null = null;
    return () =>
      (loaded ??= this.slot(() => fetchPhoto(photo.url, this.settings)).then((answer) => {
        if (answer.status !== 'fetched') {
          const reason = answer.status === 'refused' ? answer.reason : 'HTTP 304';
          throw new Error(`${photo.url}: ${reason}`);
        }
        this.counts.fetched++;
        if (contentHash(answer.bytes) !== photo.hash)
          throw new Error(`${photo.url}: the photo changed during the import; run it again`);
        return answer.bytes;
      }));
  }

  /** Writes a downloaded body to the temporary folder once per hash; its path. */
  spool(hash: string, bytes: Buffer): Promise<string> {
    let file = this.spooled.get(hash);
    if (!file) {
      this.folder ??= mkdtemp(path.join(tmpdir(), 'import-photos-'));
      file = this.folder.then(async (folder) => {
        const target = path.join(folder, hash);
        await writeFile(target, bytes);
        return target;
      });
      this.spooled.set(hash, file);
    }
    return file;
  }

  async close(): Promise<void> {
    if (this.folder) await rm(await this.folder, { recursive: true, force: true });
    this.folder = null;
    this.spooled.clear();
  }
}

/** Runs `run` with the feed's remote photos, removing their temporary files afterwards. */
export async function withRemotePhotos<T>(
  db: Kysely<Database>,
  settings: PhotoFetchSettings | undefined,
  run: (remote: RemotePhotos) => Promise<T>,
): Promise<T> {
  const remote = new RemotePhotos(db, settings);
  try {
    return await run(remote);
  } finally {
    await remote.close();
  }
}
