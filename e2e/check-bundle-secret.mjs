// Build-time check: the PAYMENT_SHOP_ID the site was built with must not reach the browser.
// Looks through everything Next serves as-is (.next/static: JS, CSS, media) and the prerendered pages
// (.next/server/app/**/*.html and *.rsc); exits 1, naming the files, if the value appears in any of them.
//
//   PAYMENT_SHOP_ID=<the value used for the build> node e2e/check-bundle-secret.mjs [--dir .next]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
const distDir = dirFlag >= 0 ? args[dirFlag + 1] : '.next';
const secret = process.env.PAYMENT_SHOP_ID ?? '';

function fail(message, code = 1) {
  console.error(`check-bundle-secret: ${message}`);
  process.exit(code);
}

// A check that has nothing to look for, or nowhere to look, must not pass quietly.
if (!secret.trim()) fail('PAYMENT_SHOP_ID is not set: give the value the build was made with.', 2);
if (secret.trim().length < 6)
  fail(`PAYMENT_SHOP_ID "${secret}" is too short to search for without false alarms (6+ characters).`, 2);
const staticDir = join(distDir, 'static');
if (!existsSync(staticDir)) fail(`${staticDir} does not exist: run \`next build\` first.`, 2);

function* files(dir, keep = () => true) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path, keep);
    else if (keep(path)) yield path;
  }
}

// The value as it could appear in a bundle: verbatim (also inside JSON/JS strings), or in \uXXXX escapes.
const needles = [
  Buffer.from(secret, 'utf8'),
  Buffer.from([...secret].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''), 'utf8'),
];

let scanned = 0;
let bytes = 0;
const leaks = [];
const publicFiles = [
  ...files(staticDir),
  ...files(join(distDir, 'server', 'app'), (path) => /\.(html|rsc)$/.test(path)),
];
for (const path of publicFiles) {
  const content = readFileSync(path);
  scanned += 1;
  bytes += content.length;
  if (needles.some((needle) => content.includes(needle))) leaks.push(relative(process.cwd(), path));
}

if (scanned === 0) fail(`no files under ${staticDir}: nothing was checked.`, 2);
if (leaks.length)
  fail(`the value of PAYMENT_SHOP_ID reaches the browser in ${leaks.length} file(s):\n  ${leaks.join('\n  ')}`);
console.log(
  `check-bundle-secret: PAYMENT_SHOP_ID appears in none of ${scanned} public build files (${(bytes / 1024).toFixed(0)} kB).`,
);
