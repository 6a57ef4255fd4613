import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** A photo downloaded by URL before (docs/import-photos.md): what it was and how to ask whether it changed. */
export type RemotePhoto = {
  url: string;
  hash: string;
  width: number;
  height: number;
  format: 'jpeg' | 'png';
  etag: string | null;
  lastModified: string | null;
};

export async function findRemotePhoto(
  db: Kysely<Database>,
  url: string,
): Promise<RemotePhoto | null> {
  const row = await db
    .selectFrom('remote_photos')
    .select(['url', 'hash', 'width', 'height', 'format', 'etag', 'last_modified'])
    .where('url', '=', url)
    .executeTakeFirst();
  return row
    ? {
        url: row.url,
        hash: row.hash,
        width: Number(row.width),
        height: Number(row.height),
        format: row.format === 'png' ? 'png' : 'jpeg',
        etag: row.etag,
        lastModified: row.last_modified,
      }
    : null;
}

/** Records photos as checked now (inserted, or their hash and validators replaced). */
export async function rememberRemotePhotos(
  db: Kysely<Database>,
  photos: readonly RemotePhoto[],
  now: number,
): Promise<void> {
  for (const photo of photos) {
    const values = {
      hash: photo.hash,
      width: photo.width,
      height: photo.height,
      format: photo.format,
      etag: photo.etag,
      last_modified: photo.lastModified,
      checked_at: now,
    };
    await db
      .insertInto('remote_photos')
      .values({ url: photo.url, ...values })
      .onConflict((conflict) => conflict.column('url').doUpdateSet(values))
      .execute();
  }
}
