import { appManifest } from '@/lib/site/pwa/app-manifest';

// /manifest.webmanifest, linked from every page by Next: the site as an installable app.
export default appManifest;
