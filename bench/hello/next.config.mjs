import { fileURLToPath } from 'node:url';
import path from 'node:path';

// The benchmark's baseline: a bare Next.js app on the site's own next and react (resolved from the
// repository's node_modules, two folders up), built and served exactly like the site.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root },
  outputFileTracingRoot: root,
};

export default nextConfig;
