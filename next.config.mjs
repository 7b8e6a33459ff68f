import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { commonSecurityHeaders, IMMUTABLE_CACHE_CONTROL } from './lib/server/http/security-headers.mjs';
import { PICTURE_URL } from './lib/images/picture-config.mjs';
import { SHARE_IMAGE_FILE } from './lib/images/drawn-pictures.mjs';

// One id per build, so a browser holding a page from an earlier build reloads instead of mixing builds
// (Next compares it on every client-side navigation). DEPLOYMENT_ID sets it (e.g. the git commit);
// otherwise `next build` makes one and leaves it in .next/cache, where `next start` reads it back, since
// the server must announce the same id the pages were built with.
const ID_FILE = join(dirname(fileURLToPath(import.meta.url)), '.next', 'cache', 'deployment-id');

function deploymentId(phase) {
  // Set by the operator, or by `next build` itself for its worker processes.
  const given = process.env.NEXT_DEPLOYMENT_ID || process.env.DEPLOYMENT_ID;
  if (phase === PHASE_PRODUCTION_BUILD) {
    const id = given || `b${Date.now().toString(36)}`;
    mkdirSync(dirname(ID_FILE), { recursive: true });
    writeFileSync(ID_FILE, id);
    return id;
  }
  if (phase === PHASE_PRODUCTION_SERVER && existsSync(ID_FILE)) return readFileSync(ID_FILE, 'utf8').trim();
  return given || undefined;
}

// Set by `npm run build:edge` (edge/build.mjs): the same app built for Cloudflare Workers, which have no disk and no
// native libraries: no embedded database, photos prepared by the Images binding rather than sharp, and the picture
// manifest bundled rather than read, and none of the services a Node server process starts (instrumentation.ts never
// starts them there). pg-cloudflare is kept whole for pg's Workers socket (its "workerd" export, which
// Next's trace alone would reduce to its Node stub).
const edgeBuild = process.env.EDGE_BUILD === '1';
const edgeOptions = {
  serverExternalPackages: ['pg', 'pg-cloudflare', 'nodemailer'],
  turbopack: {
    resolveAlias: {
      '@/lib/server/db/pglite': './lib/server/db/pglite-absent.ts',
      '@/lib/images/photo-pipeline': './lib/images/photo-pipeline-edge.ts',
      '@/lib/images/built-manifest': './edge/built-manifest.mjs',
      '@/lib/ops/node-server': './lib/ops/node-server-absent.ts',
    },
  },
};

/** @type {(phase: string) => Promise<import('next').NextConfig>} */
export default async function nextConfig(phase) {
  // Before a build (and when the development server starts), every photograph in public/ is prepared in the
  // sizes and formats the pages offer; pictures already prepared are skipped. Done here so that every way of
  // building (npm run build, the tests, the benchmark) gets it.
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) {
    const { generatePictures } = await import('./build/generate-pictures.mjs');
    await generatePictures();
    // The pictures drawn from the site's own content (the share picture): TypeScript, loaded through tsx.
    const { tsImport } = await import('tsx/esm/api');
    const { drawPictures } = await tsImport('./build/draw-pictures.ts', import.meta.url);
    await drawPictures();
  }
  return {
    poweredByHeader: false,
    reactStrictMode: true,
    // Types are checked by `npm run typecheck` (npm test runs it before any build), so a build does not check them a
    // second time: half a minute saved on each build on two cores. Types change nothing of the code a build emits.
    typescript: { ignoreBuildErrors: true },
    deploymentId: deploymentId(phase),
    // The public site and the staff console have root layouts of their own; an address matching no route gets
    // app/global-not-found.tsx, drawn like the site's pages.
    // forbidden() answers a staff account on an owner's page with 403.
    // No Turbopack build cache: it is written at the end of every build (13-15 s on two cores) to be read by the next
    // build in the same folder, and no build here has one: a release is built in a fresh clone (docs/deploy.md), a
    // Worker build's .next/ is thrown away once OpenNext has packed it, and npm test builds once per clean clone.
    // `npm run dev` keeps its own cache.
    experimental: {
      globalNotFound: true,
      authInterrupts: true,
      turbopackFileSystemCacheForBuild: false,
    },
    // Loaded from node_modules at run time rather than bundled: PGlite reads its WebAssembly and data files from
    // its own package folder, and nodemailer/pg are plain Node libraries that gain nothing from bundling.
    serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer'],
    // The share picture was once drawn by a route at /opengraph-image; pages shared before still name it.
    async redirects() {
      return [{ source: '/opengraph-image', destination: SHARE_IMAGE_FILE, permanent: true }];
    },
    async headers() {
      return [
        // The policy is not among them: each page brings its own (a stored page its inline scripts' hashes, a page
        // rendered per visitor its nonce, from proxy.ts), and server.mjs gives every other answer the policy without
        // inline scripts (lib/server/http/policy-fallback.mjs).
        { source: '/:path*', headers: commonSecurityHeaders },
        // Prepared pictures are named by their content's hash: a changed photo gets a new name, so a year is safe.
        {
          source: `${PICTURE_URL}/:file*`,
          headers: [{ key: 'Cache-Control', value: IMMUTABLE_CACHE_CONTROL }],
        },
      ];
    },
    // Next's file-system page cache, which also keeps pages rendered again at run time (after a catalogue change)
    // with their scripts after the first paint, and learns which pages a change made out of date on another instance.
    // A Worker has OpenNext's caches instead (open-next.config.ts).
    ...(edgeBuild
      ? edgeOptions
      : { cacheHandler: fileURLToPath(new URL('./lib/site/page-cache/page-cache-handler.mjs', import.meta.url)) }),
  };
}
