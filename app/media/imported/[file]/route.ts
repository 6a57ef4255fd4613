import { getDatabase } from '@/lib/db/connection';
import { readMedia } from '@/lib/db/data-versions';
import { importedMediaFile } from '@/lib/media/imported';

/**
 * Photos stored by `npm run import` (docs/importing-listings.md), from the shared database, so
 * every instance serves them. The name is the content's hash and width: it never changes meaning.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const wanted = importedMediaFile(file);
  if (!wanted) return new Response('Not found', { status: 404 });
  const { db } = await getDatabase();
  const media = await readMedia(db, wanted.key);
  if (!media || media.contentType !== wanted.contentType)
    return new Response('Not found', { status: 404 });
  return new Response(Buffer.from(media.bytes), {
    headers: {
      'Content-Type': media.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Length': String(media.bytes.byteLength),
    },
  });
}
