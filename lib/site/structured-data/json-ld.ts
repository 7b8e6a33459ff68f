// schema.org JSON-LD for search engines. Pure functions of the content: pages render the result with
// <JsonLd data={...} /> (components/seo/json-ld.tsx). The inputs are typed by shape, so the shop,
// teachings and directory data can be passed as they are.

export type JsonLdNode = { '@context'?: string; '@type': string } & Record<string, unknown>;

export const SCHEMA_CONTEXT = 'https://schema.org';

/**
 * JSON for an inline <script type="application/ld+json">. '<', '>' and '&' are written as \u escapes
 * (still valid JSON) so a text containing '</script>' or '<!--' cannot end or alter the script element;
 * U+2028/U+2029 likewise, for old JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLdNode | readonly JsonLdNode[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
