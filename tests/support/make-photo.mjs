// Makes a stand-in for a phone photograph: 4000 x 3000 pixels, a few megabytes of JPEG. Broad random colour
// fields with fine grain on top (all drawn by sharp), so the file is as hard to shrink as a real photo.
// Used by the picture tests (unit and end-to-end) and by `npm run bench`.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const PHOTO = { width: 4000, height: 3000 };

export async function makePhoto(file, { width = PHOTO.width, height = PHOTO.height } = {}) {
  const raw = { width, height, channels: 3 };
  const grain = await sharp({
    create: { ...raw, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .raw()
    .toBuffer();
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(randomBytes(40 * 30 * 3), { raw: { width: 40, height: 30, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: grain, raw, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toFile(file);
  return file;
}

/** The size WhatsApp sends a photo at, and many phones' "reduced size" setting: 1600 x 1200. */
export const FORWARDED_PHOTO = { width: 1600, height: 1200 };

/**
 * The same stand-in as a phone camera writes it: held sideways (EXIF orientation 6: turn it a quarter to see it
 * upright), naming the phone and where it was taken (a GPS position in Accra). The bytes, not a file. `size` is the
 * camera's 4000 x 3000 unless given.
 */
export async function makePhonePhoto(file, size = PHOTO) {
  const photo = await makePhoto(file, size);
  return sharp(photo)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Camera 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 12/1 0/1' },
    })
    .jpeg({ quality: 92 })
    .toBuffer();
}
