import { securityHeaders } from './lib/security-headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Loaded from node_modules at run time rather than bundled: PGlite reads its WebAssembly and data files from
  // its own package folder, and nodemailer/pg are plain Node libraries that gain nothing from bundling.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
