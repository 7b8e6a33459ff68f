import 'server-only';
import type { PhotoName } from '@/lib/images/photo-names';
import type { PreparedPhoto } from '@/lib/images/photo-pipeline';

// Stands in for lib/images/photo-pipeline.ts in the Cloudflare Workers build (next.config.mjs): preparing a photo
// needs sharp, a native library a Worker cannot load. storePhoto refuses before it would call these.

export class NotAPhoto extends Error {}

const unavailable = () => Promise.reject(new Error('Photos are prepared by a Node server, not on Workers.'));

export const photoName: (bytes: Uint8Array) => Promise<PhotoName> = unavailable;
export const preparePhoto: (bytes: Uint8Array, name: PhotoName) => Promise<PreparedPhoto> = unavailable;
