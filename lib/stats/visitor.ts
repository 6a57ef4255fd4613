/** Crawlers, link previews and monitoring tools: their page loads are not visits. */
const BOT =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|skype|preview|monitor|pingdom|uptime|headless|lighthouse|curl|wget|python-requests|httpclient|go-http|java\/|axios|node-fetch/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || BOT.test(userAgent);
}

/** A prefetch or prerender the browser made on its own, not a visit (Sec-Purpose / Purpose headers). */
export function isPrefetch(headers: { get(name: string): string | null }): boolean {
  return /prefetch|prerender/i.test(
    `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-purpose') ?? ''}`,
  );
}
