import { gunzipSync } from 'node:zlib';

/** One file of the sitemap: the address the index gives, its type, and its XML once unzipped. */
export type SitemapFileRead = { url: string; type: string | null; xml: string };

/**
 * The site's sitemap as a crawler reads it: the index at /sitemap.xml, then every gzip file it
 * names, unzipped. The index names the deployment's origin (SITE_URL); the files are fetched from
 * `base`. `xml` is the files' XML one after the other, for a search through every `<url>`.
 */
export async function readSitemap(
  base: string,
): Promise<{ index: string; files: SitemapFileRead[]; xml: string }> {
  const answer = await fetch(`${base}/sitemap.xml`);
  if (!answer.ok) throw new Error(`/sitemap.xml: ${answer.status}`);
  const index = await answer.text();
  const urls = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
  const files = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(`${base}${new URL(url).pathname}`);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return {
        url,
        type: response.headers.get('content-type'),
        xml: gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'),
      };
    }),
  );
  return { index, files, xml: files.map((file) => file.xml).join('\n') };
}
