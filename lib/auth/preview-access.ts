import 'server-only';
import { verifySession } from '@/lib/auth/session';
import { previewKey } from '@/lib/security/keys';
import { previewTokenValid } from '@/lib/content/preview-link';

/**
 * Whether this request may read the draft behind `slug`: a preview link signed for it that has not
 * expired, or an owner of the site logged in. A broken session counts as nobody.
 */
export async function mayPreview(slug: string, token: unknown, now = Date.now()): Promise<boolean> {
  if (previewTokenValid(previewKey(), slug, token, now)) return true;
  try {
    return (await verifySession()) !== null;
  } catch {
    return false;
  }
}
