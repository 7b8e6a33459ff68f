// Which copy a phone 375 px wide at 2x picks from a <picture>'s markup, the way a browser does: the first matching
// `sizes` entry, then the smallest width in the source's srcset that covers it.
const PHONE = { width: 375, dpr: 2 };

function slotWidth(sizes: string, viewport: number): number {
  const slot = sizes
    .split(',')
    .map((entry) => entry.trim())
    .find((entry) => {
      const min = /^\(min-width: (\d+)px\)/.exec(entry);
      return !min || viewport >= Number(min[1]);
    })!
    .replace(/^\(min-width: \d+px\)\s*/, '');
  const expression = slot
    .replace(/calc/g, '')
    .replace(/min\(/g, 'Math.min(')
    .replace(/(\d+)vw/g, (_, n) => String((Number(n) * viewport) / 100))
    .replace(/px/g, '');
  return Number(new Function(`return ${expression}`)());
}

/** The address the phone loads from the <source> of `type` (image/avif, image/webp) in `markup`. */
export function phonePick(markup: string, type: string): string {
  const source = new RegExp(`<source type="${type}" srcSet="([^"]+)" sizes="([^"]+)"`).exec(markup)!;
  const candidates = source[1].split(', ').map((candidate) => {
    const [url, width] = candidate.split(' ');
    return { url, width: parseInt(width, 10) };
  });
  const needed = slotWidth(source[2], PHONE.width) * PHONE.dpr;
  return (candidates.find((candidate) => candidate.width >= needed) ?? candidates[candidates.length - 1]).url;
}
