// Reads the GPS latitude out of a file's EXIF block (as sharp's metadata() hands it over), to prove a test photo
// really carries a position before the upload is shown to drop it. Only what that needs of the TIFF layout.
const GPS_IFD_POINTER = 0x8825;
const GPS_LATITUDE = 0x0002;

/** The latitude in degrees, or null when the block has no GPS position. */
export function exifLatitude(exif: Buffer): number | null {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entry = (ifd: number, tag: number) => {
    for (let index = 0; index < u16(ifd); index++) {
      const at = ifd + 2 + index * 12;
      if (u16(at) === tag) return u32(at + 8);
    }
    return null;
  };
  const gps = entry(u32(4), GPS_IFD_POINTER);
  const values = gps === null ? null : entry(gps, GPS_LATITUDE);
  if (values === null) return null;
  const rational = (index: number) => u32(values + index * 8) / u32(values + index * 8 + 4);
  return rational(0) + rational(1) / 60 + rational(2) / 3600;
}
