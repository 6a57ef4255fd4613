import { serializeJsonLd, type JsonLdDocument } from '@/lib/seo/json-ld';

/** Structured data for crawlers, in the server HTML. */
export function JsonLd({ data }: { data: JsonLdDocument | JsonLdDocument[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
