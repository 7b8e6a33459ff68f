import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { APP_ICON_DIR } from '@/lib/images/drawn-pictures.mjs';

// What a phone needs to offer 'Add to home screen' / 'Install': names, where the app opens, how it looks, and its
// icons (drawn at build time by build/app-icons.ts). Free of server code.

export const BRAND_DARK = '#11301d';

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
      { src: `${APP_ICON_DIR}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${APP_ICON_DIR}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${APP_ICON_DIR}/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
