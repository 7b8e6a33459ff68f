// What search engines and social networks get from the running site: the sitemap, robots.txt, the
// share image, and on each page its canonical link, social card tags and JSON-LD types.
import { SHARE_IMAGE_FILE } from '../lib/images/drawn-pictures.mjs';

function attr(html, pattern) {
  const match = html.match(pattern);
  return match ? match[1] : null;
}

function jsonLdTypes(html) {
  const types = [];
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    try {
      const data = JSON.parse(json);
      for (const node of Array.isArray(data) ? data : [data]) types.push(node['@type']);
    } catch {
      types.push('(invalid JSON)');
    }
  }
  const counts = new Map();
  for (const type of types) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts].map(([type, n]) => (n > 1 ? `${type} ×${n}` : type));
}

/**
 * @param {string} origin the site as served
 * @param {string[]} paths
 */
export async function checkSeo(origin, paths) {
  const files = [];

  const robots = await fetch(`${origin}/robots.txt`);
  const robotsText = robots.ok ? await robots.text() : '';
  const sitemapLine = attr(robotsText, /^Sitemap:\s*(\S+)/im);
  files.push({
    path: '/robots.txt',
    status: robots.status,
    detail: sitemapLine ? `Sitemap: ${sitemapLine}` : 'no Sitemap line',
  });

  files.push({ path: '/sitemap.xml', status: 200, detail: `${paths.length} pages` });

  const image = await fetch(`${origin}${SHARE_IMAGE_FILE}`);
  const bytes = Buffer.from(await image.arrayBuffer());
  const isPng = bytes.subarray(1, 4).toString('ascii') === 'PNG';
  files.push({
    path: SHARE_IMAGE_FILE,
    status: image.status,
    detail: isPng
      ? `${image.headers.get('content-type')}, ${bytes.readUInt32BE(16)}×${bytes.readUInt32BE(20)}, ${(bytes.length / 1000).toFixed(1)} kB`
      : `not a PNG (${image.headers.get('content-type')})`,
  });

  const pages = [];
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
    pages.push({
      path,
      title: attr(head, /<title>([^<]*)<\/title>/),
      canonical: attr(head, /<link rel="canonical" href="([^"]*)"/),
      ogImage: attr(head, /<meta property="og:image" content="([^"]*)"/),
      twitterCard: attr(head, /<meta name="twitter:card" content="([^"]*)"/),
      jsonLd: jsonLdTypes(html),
    });
  }
  return { files, pages };
}
