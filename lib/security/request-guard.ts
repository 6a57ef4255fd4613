import { readCapped } from './read-capped';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

type HeaderSource = { get(name: string): string | null };

/**
 * A request that changes something, sent by another site's page: browsers say so in
 * `Sec-Fetch-Site`, or name the page's origin in `Origin`. A request without either (a script,
 * an old browser) is judged by what it asks for, like any other.
 */
export function crossSiteWrite(
  method: string,
  headers: HeaderSource,
  ownOrigins: readonly string[],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const site = headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = headers.get('origin');
  return origin !== null && !ownOrigins.includes(origin);
}

/**
 * Whether a posted form can be read at all: within `limit` bytes (413 otherwise, also for a
 * chunked body that names no length) and well-formed (400 for a broken multipart body, which
 * Next.js would otherwise fail on with a 500). Other bodies are not judged here.
 */
export async function formBodyProblem(request: Request, limit: number): Promise<400 | 413 | null> {
  const type = request.headers.get('content-type') ?? '';
  if (SAFE_METHODS.has(request.method.toUpperCase()) || !FORM_TYPES.test(type)) return null;
  const bytes = await readCapped(request.clone().body, limit);
  if (bytes === null) return 413;
  try {
    await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData();
    return null;
  } catch {
    return 400;
  }
}
