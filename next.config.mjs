/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets several builds (tests, benchmarks) live side by side; the default is Next's own.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  async redirects() {
    return [{ source: '/', destination: '/home', permanent: false }];
  },
};

export default nextConfig;
