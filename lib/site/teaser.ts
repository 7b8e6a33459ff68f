/** The biography teaser on small screens shows at most this many characters. */
export const TEASER_LIMIT = 150;

/**
 * Where the teaser of `text` ends: null when the whole text fits in `limit` characters (then no
 * Read More is offered), otherwise an index <= limit. The cut falls between words when it can, and
 * trailing spaces and joining punctuation stay out of the teaser, so it never ends in "word, …".
 */
function teaserCut(text: string, limit: number = TEASER_LIMIT): number | null {
  if (text.length <= limit) return null;
  let cut = limit;
  if (!/\s/.test(text[limit])) {
    const lastSpace = text.slice(0, limit).search(/\s\S*$/);
    if (lastSpace > 0) cut = lastSpace;
  }
  while (cut > 0 && /[\s,;:–—-]/.test(text[cut - 1])) cut -= 1;
  return cut > 0 ? cut : limit;
}

export interface TeaserParagraph {
  /** The part of the paragraph inside the teaser (may be empty). */
  lead: string;
  /** The part shown only when the full text is shown (may be empty). */
  rest: string;
}

/**
 * Splits a multi-paragraph text at its teaser. Paragraphs count as joined by one space, as a reader
 * sees them. `truncated` is false when everything fits; then every paragraph is all lead.
 */
export function splitParagraphsAtTeaser(
  paragraphs: readonly string[],
  limit: number = TEASER_LIMIT,
): { truncated: boolean; paragraphs: TeaserParagraph[] } {
  const joined = paragraphs.join(' ');
  const cut = teaserCut(joined, limit);
  if (cut === null) return { truncated: false, paragraphs: paragraphs.map((lead) => ({ lead, rest: '' })) };
  let offset = 0;
  const split = paragraphs.map((paragraph) => {
    const local = Math.min(Math.max(cut - offset, 0), paragraph.length);
    offset += paragraph.length + 1;
    return { lead: paragraph.slice(0, local), rest: paragraph.slice(local) };
  });
  return { truncated: true, paragraphs: split };
}
