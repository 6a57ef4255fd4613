import 'server-only';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** How long a probe may take: a page waits for it once per picture, then the answer is kept. */
export const PROBE_TIMEOUT_MS = 2_000;
/** How long an answer is kept: a reachable picture for hours, an unreachable one is asked again within minutes. */
const KEEP_REACHABLE_MS = 6 * 60 * 60 * 1000;
const KEEP_UNREACHABLE_MS = 5 * 60 * 1000;

type Answer = { reachable: Promise<boolean>; until: number };
const answers = new Map<string, Answer>();

/**
 * Whether the image optimizer could fetch a remote picture now (a YouTube thumbnail): a HEAD
 * request that answers 2xx with an image. No network, an unknown host, a refused connection,
 * a timeout, a 404 (a deleted video) or another kind of file are all "no": the page then shows a
 * picture of its own instead of a `/_next/image` address that would answer 500.
 */
export function isReachablePicture(
  url: string,
  { timeoutMs = PROBE_TIMEOUT_MS, now = Date.now() }: { timeoutMs?: number; now?: number } = {},
): Promise<boolean> {
  const known = answers.get(url);
  if (known && known.until > now) return known.reachable;
  const reachable = probe(url, timeoutMs);
  const answer: Answer = { reachable, until: now + KEEP_REACHABLE_MS };
  answers.set(url, answer);
  void reachable.then((ok) => {
    if (!ok) answer.until = now + KEEP_UNREACHABLE_MS;
  });
  return reachable;
}

/**
 * A HEAD request outside Next.js's patched fetch, which would make a prerendered page dynamic
 * (`no-store`) or keep the answer in its data cache.
 */
function probe(url: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve(false);
      return;
    }
    const send =
      target.protocol === 'https:'
        ? httpsRequest
        : target.protocol === 'http:'
          ? httpRequest
          : null;
    if (!send) {
      resolve(false);
      return;
    }
    const request = send(target, { method: 'HEAD', timeout: timeoutMs }, (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      resolve(
        status >= 200 &&
          status < 300 &&
          (response.headers['content-type'] ?? '').startsWith('image/'),
      );
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(false));
    request.end();
  });
}

/** Forgets every answer (tests). */
export function forgetPictureProbes(): void {
  answers.clear();
}
