import { serializeJsonLd, type JsonLdNode } from '@/lib/site/structured-data/json-ld';

interface JsonLdProps {
  data: JsonLdNode | readonly JsonLdNode[];
}

// Structured data for search engines: a server component, so no JavaScript reaches the browser for it.
export function JsonLd({ data }: JsonLdProps) {
  if (Array.isArray(data) && data.length === 0) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
