/** @jest-environment node */
// A staff member uploads a phone photo from the console: it is stored upright, without the camera's metadata (the
// GPS position above all), in the widths and formats the pages offer, and served from the database by
// GET /photos/<file> with a year's cache. What is refused is refused whole. Against PGlite, with sharp for real.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { GET } from '@/app/photos/[file]/route';
import { Picture } from '@/components/ui/picture';
import { pictureProblem } from '@/content/schema/fields';
import { UPLOADED_PHOTO_SRC } from '@/content/schema/rules';
import { ladderFor } from '@/lib/images/picture-config.mjs';
import { MAX_PHOTO_BYTES, PhotoRefused, storePhoto, type StoredPhoto } from '@/lib/images/uploaded-photos';
import { getDatabase } from '@/lib/server/db/connection';
import { photos, photoVariants } from '@/lib/server/db/photo-schema';
import { exifLatitude } from '../support/exif-gps';
import { makePhonePhoto, makePhoto } from '../support/make-photo.mjs';
import { backends, pgliteBackend } from '../support/order-backends';
import { phonePick } from '../support/phone-pick';

jest.setTimeout(120_000);
const folder = mkdtempSync(path.join(tmpdir(), 'mhv-upload-'));
let upload: Buffer;
let stored: StoredPhoto;
let storeMs: number;

const db = async () => (await getDatabase()).db;
const get = (file: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost:3000/photos/${file}`, { headers }), { params: Promise.resolve({ file }) });
const fileOf = (url: string) => url.slice('/photos/'.length);

async function rowCounts() {
  const [stored] = await (await db()).select({ n: count() }).from(photos);
  const [copies] = await (await db()).select({ n: count() }).from(photoVariants);
  return { photos: stored.n, copies: copies.n };
}

beforeAll(async () => {
  await pgliteBackend.setUp();
  upload = await makePhonePhoto(path.join(folder, 'camera.jpg'));
  const started = performance.now();
  stored = await storePhoto(await db(), upload);
  storeMs = performance.now() - started;
}, 180_000);

afterAll(async () => {
  await pgliteBackend.tearDown();
  rmSync(folder, { recursive: true, force: true });
});

describe('a phone photo', () => {
  it('is uploaded as a camera writes it: sideways, with the phone, and where it was taken', async () => {
    const metadata = await sharp(upload).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([4000, 3000, 6]);
    expect(exifLatitude(metadata.exif!)).toBeCloseTo(5.55, 5);
    expect(upload.length).toBeGreaterThan(2_000_000);
  });

  it('is stored upright, under a name that holds its size, which the content checks accept', () => {
    console.log(`storePhoto of a 4000 x 3000 photo (${upload.length} bytes): ${Math.round(storeMs)} ms`);
    expect(stored).toEqual({ src: expect.stringMatching(UPLOADED_PHOTO_SRC), width: 3000, height: 4000 });
    expect(stored.src).toMatch(/-3000x4000\.jpg$/);
    expect(pictureProblem(stored.src)).toBeNull();
    expect(pictureProblem('/photos/not-a-stored-name.jpg')).toMatch(/does not exist in public/);
  });

  it('is kept in AVIF, WebP and JPEG at every width of the ladder, each upright and without any metadata', async () => {
    const rows = await (await db()).select().from(photoVariants);
    const widths = ladderFor(3000);
    expect(rows.map(({ width, format }) => `${width} ${format}`).sort()).toEqual(
      widths.flatMap((width) => ['avif', 'jpeg', 'webp'].map((format) => `${width} ${format}`)).sort(),
    );
    for (const row of rows) {
      const bytes = Buffer.from(row.bytes);
      const metadata = await sharp(bytes).metadata();
      expect({ width: metadata.width, portrait: metadata.height! > metadata.width! }).toEqual({
        width: row.width,
        portrait: true,
      });
      expect(row.contentType).toBe(`image/${row.format}`);
      expect(metadata.format).toBe(row.format === 'avif' ? 'heif' : row.format);
      for (const field of ['exif', 'xmp', 'icc', 'iptc', 'orientation'] as const)
        expect(metadata[field]).toBeUndefined();
      // Whole markers, not 'GPS' alone: three given bytes turn up by chance in a few megabytes of compressed noise.
      for (const marker of ['Exif\0\0', 'GPSLatitude', 'ns.adobe.com/xap', 'PhoneCo', 'Camera 12'])
        expect(bytes.includes(marker)).toBe(false);
    }
  });

  it('is drawn from its name alone, and a 375 px phone gets a product card copy under 80 kB', async () => {
    const markup = renderToStaticMarkup(<Picture src={stored.src} layout="productCard" alt="Shea butter" />);
    expect(markup).toContain('width="3000" height="4000"');
    const sizes: Record<string, number> = {};
    for (const type of ['image/avif', 'image/webp']) {
      const url = phonePick(markup, type);
      const response = await get(fileOf(url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      sizes[url] = (await response.arrayBuffer()).byteLength;
      expect(sizes[url]).toBeLessThan(80_000);
    }
    console.log('the copies a 375 px phone loads for a product card:', sizes);
    // The fallback <img> for browsers without AVIF and WebP is served too.
    const fallback = /<img src="([^"]+)"/.exec(markup)![1];
    expect((await get(fileOf(fallback))).headers.get('content-type')).toBe('image/jpeg');
  });

  it('is served at its own address as its widest JPEG, and answers a browser that has it with 304', async () => {
    const response = await get(fileOf(stored.src));
    expect(response.status).toBe(200);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(1920);
    const again = await get(fileOf(stored.src), { 'if-none-match': response.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('drops a colour profile too (an iPhone writes Display P3): the copies are in sRGB, without one', async () => {
    const p3 = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } })
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    const { src } = await storePhoto(await db(), p3);
    const hash = /\/photos\/([0-9a-f]+)-/.exec(src)![1];
    const rows = await (await db()).select().from(photoVariants).where(eq(photoVariants.hash, hash));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect((await sharp(Buffer.from(row.bytes)).metadata()).icc).toBeUndefined();
  });

  it('is stored once, however many times it is uploaded', async () => {
    const before = await rowCounts();
    expect(await storePhoto(await db(), upload)).toEqual(stored);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('GET /photos/<file>', () => {
  it('answers 404 with a sentence for a name no photo has, and 400 for a name no upload makes', async () => {
    const missing = await get('0123456789abcdef-320.avif');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('There is no photo with this name.');
    const wrongSize = await get(fileOf(stored.src).replace('3000x4000', '3000x4001'));
    expect(wrongSize.status).toBe(404);
    for (const name of ['..%2Fsecrets', 'x.jpg', '0123456789abcdef-320.gif', '0123456789ABCDEF-320.avif']) {
      const response = await get(name);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('This is not the name of a photo.');
    }
  });
});

describe('what is refused, and never stored', () => {
  const refusal = async (bytes: Uint8Array) => {
    const before = await rowCounts();
    const error = await storePhoto(await db(), bytes).catch((caught: unknown) => caught);
    expect(await rowCounts()).toEqual(before);
    expect(error).toBeInstanceOf(PhotoRefused);
    return { status: (error as PhotoRefused).status, message: (error as PhotoRefused).message };
  };
  const notAPicture = { status: 415, message: 'The photo must be a JPEG, PNG, WebP or AVIF picture.' };
  const drawn = (format: 'gif' | 'tiff' | 'heif') =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
      .toFormat(format, format === 'heif' ? { compression: 'av1' } : {})
      .toBuffer();

  it('refuses a file larger than 20 MB with 413, before reading it', async () => {
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    upload.copy(big);
    expect(await refusal(big)).toEqual({ status: 413, message: 'The photo is larger than 20 MB.' });
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF picture with 415 and a plain sentence', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    for (const bytes of [
      Buffer.from('Dear staff, this is a letter, not a photo.'),
      new Uint8Array(0),
      Buffer.from(svg),
      // The box AVIF comes in, holding a video instead.
      Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42\0\0\0\0mp42isom', 'latin1'), Buffer.alloc(64)]),
      await drawn('gif'),
      await drawn('tiff'),
    ])
      expect(await refusal(bytes)).toEqual(notAPicture);
  });

  it('refuses a damaged photo (cut short in the upload) with 415', async () => {
    const { status, message } = await refusal(upload.subarray(0, upload.length / 2));
    expect(status).toBe(415);
    expect(message).toMatch(/could not be read/);
  });

  it('refuses a picture of more than 50 million pixels from its header, however small the file', async () => {
    const huge = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1_000_000);
    const { status, message } = await refusal(huge);
    expect(status).toBe(415);
    expect(message).toMatch(/60 million pixels; the most is 50 million/);
  });

  it('takes an AVIF, and a see-through PNG with a PNG fallback', async () => {
    const avif = await storePhoto(await db(), await drawn('heif'));
    expect(avif).toMatchObject({ src: expect.stringMatching(/-64x48\.jpg$/), width: 64, height: 48 });
    const clear = await sharp({ create: { width: 600, height: 400, channels: 4, background: '#2a6a' } })
      .png()
      .toBuffer();
    const png = await storePhoto(await db(), clear);
    expect(png.src).toMatch(/-600x400\.png$/);
    const served = await get(fileOf(png.src));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).hasAlpha).toBe(true);
  });
});

describe('a failure while storing', () => {
  it('leaves nothing behind: no photo without every one of its copies', async () => {
    const { db: database } = await getDatabase();
    // The database refuses the copies, after the photo's own row has been written.
    await database.execute(
      sql.raw(`create function refuse_copies() returns trigger language plpgsql as
      $$ begin raise exception 'disk full'; end $$`),
    );
    await database.execute(
      sql.raw('create trigger refuse_copies before insert on photo_variants execute function refuse_copies()'),
    );
    const before = await rowCounts();
    const photo = readFileSync(await makePhoto(path.join(folder, 'failing.jpg'), { width: 800, height: 600 }));
    await expect(storePhoto(database, photo)).rejects.toThrow();
    expect(await rowCounts()).toEqual(before);
    await database.execute(sql.raw('drop trigger refuse_copies on photo_variants'));
    // Once the database takes them again, the same upload is stored whole.
    await storePhoto(database, photo);
    expect(await rowCounts()).toEqual({ photos: before.photos + 1, copies: before.copies + ladderFor(800).length * 3 });
  });
});

// The Worker reads photos through Postgres, whose driver hands bytea over as its own Buffer.
describe.each(backends.filter(({ name }) => name === 'postgres'))('on $name', (backend) => {
  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());

  it('stores a photo whole and serves its copies byte for byte', async () => {
    const photo = readFileSync(await makePhoto(path.join(folder, 'small.jpg'), { width: 1200, height: 900 }));
    const small = await storePhoto(await db(), photo);
    expect(small).toMatchObject({ width: 1200, height: 900 });
    const rows = await (await db()).select().from(photoVariants);
    expect(rows).toHaveLength(ladderFor(1200).length * 3);
    for (const row of rows.filter(({ format }) => format === 'avif')) {
      const served = await get(row.file);
      expect(served.headers.get('content-type')).toBe('image/avif');
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(row.bytes))).toBe(true);
    }
    expect(await storePhoto(await db(), photo)).toEqual(small);
    expect(await rowCounts()).toEqual({ photos: 1, copies: rows.length });
  });
});
