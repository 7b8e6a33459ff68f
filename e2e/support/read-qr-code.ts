import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * The text a phone's camera reads from a picture of a QR code (a screenshot, or an SVG, drawn at 8 pixels per unit),
 * or null when it finds none. jsQR is a QR code reader written in plain JavaScript.
 */
export async function readQrCode(picture: Buffer): Promise<string | null> {
  const { data, info } = await sharp(picture, { density: 72 * 8 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return jsQR(pixels, info.width, info.height)?.data ?? null;
}
