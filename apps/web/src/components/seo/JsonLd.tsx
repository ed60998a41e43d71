import { serializeJsonLd, type JsonLdObject } from './json-ld';

/** Structured data, rendered on the server into the page's HTML. */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  // serializeJsonLd escapes '<', so the content cannot close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
