import { fetchActionProblem, formActionProblem } from './action-body';
import { readCapped } from './read-capped';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;
const MULTIPART = /^\s*multipart\/form-data\b/i;

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
 * A write whose `Origin` names another host than the one Next.js compares it with for a server
 * action (the first `X-Forwarded-Host`, else `Host`): Next.js answers such an action with a 500,
 * here it is refused before (403). A request without `Origin` (a script) is not judged here.
 */
export function hostMismatch(method: string, headers: HeaderSource): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const origin = headers.get('origin');
  if (origin === null) return false;
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwarded || headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * Whether a posted body can be read at all: within `limit` bytes whatever its type (413
 * otherwise, also for a chunked body that names no length); a form well-formed, and a server
 * action's payload one React can decode (400 otherwise: Next.js fails on both with a 500).
 */
export async function bodyProblem(request: Request, limit: number): Promise<400 | 413 | null> {
  if (SAFE_METHODS.has(request.method.toUpperCase()) || request.body === null) return null;
  const bytes = await readCapped(request.clone().body, limit);
  if (bytes === null) return 413;
  const type = request.headers.get('content-type') ?? '';
  const fetchAction = request.headers.has('next-action');
  if (!FORM_TYPES.test(type) && !fetchAction) return null;
  let form: FormData | null = null;
  if (FORM_TYPES.test(type)) {
    try {
      form = await new Response(new Uint8Array(bytes), {
        headers: { 'content-type': type },
      }).formData();
    } catch {
      return 400;
    }
  }
  const multipart = MULTIPART.test(type);
  if (fetchAction) {
    const body = multipart && form ? form : Buffer.from(bytes).toString('utf8');
    return fetchActionProblem(body) ? 400 : null;
  }
  return multipart && form && formActionProblem(form) ? 400 : null;
}
