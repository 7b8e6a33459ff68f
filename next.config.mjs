import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { securityHeaders } from './lib/security-headers.mjs';
import { PICTURE_URL } from './lib/images/picture-config.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Prepared pictures are named by their content's hash: a changed photo gets a new name, so a year is safe.
      { source: `${PICTURE_URL}/:file*`, headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
};

// Before a build (and when the development server starts), every photograph in public/ is prepared in the
// sizes and formats the pages offer; pictures already prepared are skipped. Done here so that every way of
// building (npm run build, the tests, the benchmark) gets it.
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) {
    const { generatePictures } = await import('./lib/images/generate-pictures.mjs');
    await generatePictures();
  }
  return nextConfig;
}
