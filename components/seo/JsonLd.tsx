import { serializeJsonLd, type JsonLd as JsonLdData } from '@/lib/seo/jsonld';

/** Structured data in the page, escaped so content cannot close the script element. */
export default function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
