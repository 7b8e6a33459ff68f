import type { MetadataRoute } from 'next';
import { site } from '@/content/site';

// What a phone needs to offer 'Add to home screen' / 'Install': names, where the app opens, how it looks, and its
// icons (drawn at build time by app/icons/[file]). Free of server code.

export const BRAND_DARK = '#11301d';
const ICONS = '/icons';

export function appManifest(): MetadataRoute.Manifest {
  return {
    name: site.brandFull,
    short_name: site.brand,
    description: `${site.brandFull}: teachings, the health-care centre, the member directory and the shop.`,
    id: '/home',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_DARK,
    icons: [
      { src: `${ICONS}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${ICONS}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${ICONS}/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
