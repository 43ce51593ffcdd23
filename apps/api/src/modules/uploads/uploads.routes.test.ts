import { crc32, deflateSync } from 'node:zlib';
import { MB } from '@tea/shared/uploads/upload.rules';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { uploads } from '../../db/schema/uploads.js';
import { loginAs, loginInEnglish } from '../../test/auth-helpers';
import { multipartForm, type Part } from '../../test/multipart';
import { createTestApp, headers, type TestApp } from '../../test/test-app';
import { UPLOADS_PER_USER } from './uploads.routes';
import { attachUpload, uploadsAttachedTo } from './uploads.service';

let t: TestApp;
const as = {} as Record<'kim' | 'staff' | 'master' | 'blueMaster' | 'bluePark' | 'admin', Record<string, string>>;
beforeAll(async () => {
  t = await createTestApp();
  const logins = {
    kim: 'acme.kim',
    staff: 'acme.staff01',
    master: 'acme.master',
    blueMaster: 'blue.master',
    bluePark: 'blue.park',
    admin: 'admin',
  } as const;
  for (const [who, loginId] of Object.entries(logins)) as[who as keyof typeof logins] = await loginInEnglish(t.app, loginId);
});
afterAll(() => t.close());

// ---- Files ---------------------------------------------------------------------------------------

/** A photo as a phone takes it: 1600 × 1200, turned by its EXIF orientation, with the camera and GPS position. */
const phonePhoto = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Leaky 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1', GPSLongitudeRef: 'E', GPSLongitude: '126/1 58/1 40/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

const smallPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
/** A PNG of noise: tens of KB, so that what follows it is far past the head a browser sniffs. */
const noisyPng = () =>
  sharp({
    create: { width: 128, height: 128, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();

/**
 * A decompression bomb: a 1-bit PNG that declares 20000 × 20000 (400 megapixels, 400 MB once
 * decoded) in about 50 KB of zeros.
 */
function pngBomb(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // each row: filter 0, then black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG whose first bytes, after the magic number, are a comment holding a page. */
function jpegWithPageInside(jpeg: Buffer): Buffer {
  const page = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>', 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(page.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, page, jpeg.subarray(2)]);
}

async function spreadsheet(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Visitors').addRows([
    ['Name', 'Phone'],
    ['홍길동', '010-1234-5678'],
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

// ---- Requests ------------------------------------------------------------------------------------

async function upload(who: Record<string, string>, purpose: string, parts: Part[]) {
  const { payload, contentType } = await multipartForm(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/uploads/${purpose}`,
    headers: { ...who, 'content-type': contentType },
    payload,
  });
}

const download = (who: Record<string, string>, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/uploads/${id}`, headers: who });

// ---- Tests ---------------------------------------------------------------------------------------

describe('uploading a complaint image', () => {
  let answer: { id: string; name: string; size: number; contentType: string; width: number; height: number };
  let original: Buffer;

  beforeAll(async () => {
    original = await phonePhoto();
    const res = await upload(as.kim, 'complaint-image', [{ filename: '민원 사진 (1).jpeg', type: 'image/jpeg', data: original }]);
    expect(res.statusCode, res.body).toBe(201);
    answer = res.json();
  });

  it('stands the photo upright, fits it inside 670 × 670 and answers an opaque id', () => {
    // 1600 × 1200 turned a quarter by its orientation is 1200 × 1600, then fitted: 503 × 670.
    expect(answer).toMatchObject({ name: '민원 사진 (1).jpg', contentType: 'image/jpeg', width: 503, height: 670 });
    expect(answer.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('serves it without EXIF or GPS, re-encoded, with the headers a browser needs to treat it as an image only', async () => {
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from('TestCam'))).toBe(true);
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD's tag

    const res = await download(as.kim, answer.id);
    expect(res.statusCode).toBe(200);
    const served = res.rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 503, height: 670 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(served.includes(Buffer.from('TestCam'))).toBe(false);
    expect(served.length).toBe(answer.size);

    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="__ __ (1).jpg"; filename*=UTF-8''%EB%AF%BC%EC%9B%90%20%EC%82%AC%EC%A7%84%20%281%29.jpg`,
    );
  });

  it('stores the bytes under a random key in the file store, never under the file name, and audits the upload', async () => {
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, answer.id));
    expect(row).toMatchObject({ purpose: 'complaint-image', fileName: '민원 사진 (1).jpg', size: answer.size });
    expect(row!.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.app.fileStore.get(row!.storageKey))?.length).toBe(answer.size);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'upload'), eq(auditLog.targetId, answer.id)));
    expect(entries.map((e) => e.action)).toEqual(['create']);
  });

  it('lets the uploader, a tenant manager of their company and a building manager read it; anyone else finds nothing', async () => {
    expect((await download(as.kim, answer.id)).statusCode).toBe(200);
    expect((await download(as.master, answer.id)).statusCode).toBe(200);
    expect((await download(as.admin, answer.id)).statusCode).toBe(200);
    const unknown = await download(as.kim, 'AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    for (const other of [as.staff, as.blueMaster, as.bluePark]) {
      const res = await download(other, answer.id);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    // Without a session only published content's files are read (issue 17): this one is not found.
    const anonymous = await download(headers, answer.id);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json().code).toBe('NOT_FOUND');
  });

  it("audits another person's reading of the file, not the uploader's", async () => {
    const reads = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'read_personal_data'), eq(auditLog.targetId, answer.id)));
    const before = (await reads()).length;
    await download(as.kim, answer.id);
    expect((await reads()).length).toBe(before);
    await download(as.master, answer.id);
    expect((await reads()).length).toBe(before + 1);
  });

  it('keeps a small image at its size, in its own format', async () => {
    const res = await upload(as.kim, 'complaint-image', [{ filename: 'small.png', type: 'image/png', data: await smallPng() }]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contentType: 'image/png', width: 64, height: 48, name: 'small.png' });
  });
});

describe('refusing bad complaint images', () => {
  it('takes a file of exactly 2 MB and refuses one of 2 MB + 1 byte with 413, naming the limit', async () => {
    const photo = await phonePhoto();
    // Bytes after a JPEG's end marker are not part of the image: padding makes a valid file of any size.
    const exactly = Buffer.concat([photo, Buffer.alloc(2 * MB - photo.length)]);
    const ok = await upload(as.kim, 'complaint-image', [{ filename: 'a.jpg', type: 'image/jpeg', data: exactly }]);
    expect(ok.statusCode, ok.body).toBe(201);
    const res = await upload(as.kim, 'complaint-image', [
      { filename: 'a.jpg', type: 'image/jpeg', data: Buffer.concat([exactly, Buffer.alloc(1)]) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'FILE_TOO_LARGE', message: 'The file must be 2 MB or smaller.' });
    const ko = await upload({ ...as.kim, 'x-language': 'ko' }, 'complaint-image', [
      { filename: 'a.jpg', type: 'image/jpeg', data: Buffer.alloc(3 * MB) },
    ]);
    expect(ko.json()).toEqual({ code: 'FILE_TOO_LARGE', message: '파일은 2 MB 이하여야 합니다.' });
  });

  it('refuses a text file named .jpg and declared image/jpeg: the bytes decide, with 415 naming the kinds', async () => {
    const res = await upload(as.kim, 'complaint-image', [
      { filename: 'photo.jpg', type: 'image/jpeg', data: 'This is not an image, whatever its name says.' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'This kind of file cannot be uploaded here. Please upload JPG, PNG, WebP.',
    });
  });

  it('refuses a real file of a kind the use does not take (a PDF as a complaint image)', async () => {
    const res = await upload(as.kim, 'complaint-image', [{ filename: 'scan.jpg', type: 'image/jpeg', data: PDF }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses a decompression bomb (20000 × 20000 in a few KB) before decoding it, and anything past 50 megapixels', async () => {
    // 400 megapixels, past even sharp's own default limit; and 100, which only the portal's limit refuses.
    for (const side of [20_000, 10_000]) {
      const bomb = pngBomb(side);
      expect(bomb.length).toBeLessThan(200 * 1024);
      expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: side, height: side });
      const res = await upload(as.kim, 'complaint-image', [{ filename: 'bomb.png', type: 'image/png', data: bomb }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'IMAGE_TOO_MANY_PIXELS',
        message: 'The image is too large in pixels (at most 50 megapixels). Please upload a smaller image.',
      });
    }
  });

  it('refuses a damaged image: the magic bytes of a JPEG, half its body', async () => {
    const photo = await phonePhoto();
    const res = await upload(as.kim, 'complaint-image', [
      { filename: 'half.jpg', type: 'image/jpeg', data: photo.subarray(0, photo.length / 2) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FILE_UNREADABLE');
  });

  it('strips what a polyglot appends to a valid PNG (a page and a zip): the served file holds only the image', async () => {
    const payload = Buffer.from('<html><script>alert(document.cookie)</script></html>PK\x03\x04payload.zip', 'latin1');
    const res = await upload(as.kim, 'complaint-image', [
      { filename: 'poly.png', type: 'image/png', data: Buffer.concat([await noisyPng(), payload]) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const served = (await download(as.kim, res.json().id)).rawPayload;
    expect(served.includes(Buffer.from('<script'))).toBe(false);
    expect(served.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
    expect((await sharp(served).metadata()).format).toBe('png');
  });

  it('refuses a polyglot with a page at its head, where a browser would sniff it', async () => {
    const res = await upload(as.kim, 'complaint-image', [
      { filename: 'poly.jpg', type: 'image/jpeg', data: jpegWithPageInside(await phonePhoto()) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FILE_UNREADABLE');
  });

  it('stores nothing for a refused file', async () => {
    const count = async () => (await t.database.db.select({ id: uploads.id }).from(uploads)).length;
    const before = await count();
    await upload(as.kim, 'complaint-image', [{ filename: 'x.jpg', type: 'image/jpeg', data: 'nope' }]);
    expect(await count()).toBe(before);
  });
});

describe('the upload form', () => {
  it('needs a file in the field "file"', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/uploads/complaint-image', headers: as.kim });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('FILE_REQUIRED');
    const other = await upload(as.kim, 'complaint-image', [{ name: 'photo', filename: 'a.png', data: await smallPng() }]);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { file: expect.any(String) } });
    const nothing = await upload(as.kim, 'complaint-image', [{ filename: 'empty.png', type: 'image/png', data: '' }]);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().code).toBe('FILE_REQUIRED');
  });

  it('takes one file and no other field', async () => {
    const png = await smallPng();
    const two = await upload(as.kim, 'complaint-image', [
      { filename: 'a.png', data: png },
      { filename: 'b.png', data: png },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().code).toBe('VALIDATION_FAILED');
    const field = await upload(as.kim, 'complaint-image', [
      { name: 'note', data: 'hello' },
      { filename: 'a.png', data: png },
    ]);
    expect(field.statusCode).toBe(400);
  });

  it('reads no other kind of body: JSON and a malformed multipart body are 4xx in the API’s shape', async () => {
    /** Posts a raw body of that content type as Kim's complaint image. */
    const post = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/uploads/complaint-image',
        headers: { ...as.kim, 'content-type': contentType },
        payload,
      });
    const json = await post('application/json', '{"file":"x"}');
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('VALIDATION_FAILED');
    const broken = await post(
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
    );
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(typeof broken.json().code).toBe('string');
    const noBoundary = await post('multipart/form-data', 'x');
    expect(noBoundary.statusCode).toBe(400);
  });
});

describe('other uses', () => {
  it('takes a visitor spreadsheet from anyone signed in, served as a download', async () => {
    const res = await upload(as.kim, 'visitor-sheet', [{ filename: '방문객 명단.xlsx', data: await spreadsheet() }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: '방문객 명단.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(res.json()).not.toHaveProperty('width');
    const served = await download(as.kim, res.json().id);
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a photo as a visitor sheet, even named .xlsx', async () => {
    const res = await upload(as.kim, 'visitor-sheet', [{ filename: 'list.xlsx', data: await smallPng() }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('This kind of file cannot be uploaded here. Please upload XLSX, CSV.');
  });

  // Blue Ocean's Park: Kim's uploads are counted by the limit's test below.
  it('takes text without magic bytes as a CSV visitor sheet (UTF-8 or CP949), whatever its name, and nowhere else', async () => {
    const text = Buffer.from('\uFEFF방문자 이름,휴대폰\r\n"홍, 길동",010-1234-5678\r\n');
    const res = await upload(as.bluePark, 'visitor-sheet', [
      { filename: '명단.txt', type: 'application/vnd.ms-excel', data: text },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: '명단.csv', contentType: 'text/csv' });
    const served = await download(as.bluePark, res.json().id);
    expect(served.headers['content-type']).toMatch(/^text\/csv/);
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
    expect(served.rawPayload.equals(text)).toBe(true);
    // 홍길동 in CP949, as Korean Excel saves "CSV (comma delimited)".
    const cp949 = Buffer.concat([Buffer.from('name\r\n'), Buffer.from([0xc8, 0xab, 0xb1, 0xe6, 0xb5, 0xbf])]);
    expect((await upload(as.bluePark, 'visitor-sheet', [{ filename: 'a.csv', data: cp949 }])).statusCode).toBe(201);

    const image = await upload(as.bluePark, 'complaint-image', [{ filename: 'a.jpg', data: text }]);
    expect(image.statusCode).toBe(415);
    expect(image.json().message).toBe('This kind of file cannot be uploaded here. Please upload JPG, PNG, WebP.');
  });

  it('refuses as CSV bytes that are not text, and text with a page at its head', async () => {
    const binary = Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x41, 0x42]);
    expect((await upload(as.bluePark, 'visitor-sheet', [{ filename: 'a.csv', data: binary }])).statusCode).toBe(415);
    const controls = Buffer.from('name,mobile\r\n\u0007bell,010\r\n');
    expect((await upload(as.bluePark, 'visitor-sheet', [{ filename: 'a.csv', data: controls }])).statusCode).toBe(415);
    const page = Buffer.from('name,mobile\r\n<script>alert(1)</script>,010\r\n');
    const res = await upload(as.bluePark, 'visitor-sheet', [{ filename: 'a.csv', data: page }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FILE_UNREADABLE');
  });

  it('lets only the building office attach files to content', async () => {
    const member = await upload(as.kim, 'content-attachment', [{ filename: 'notice.pdf', data: PDF }]);
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('ACCESS_DENIED');
    const office = await upload(as.admin, 'content-attachment', [{ filename: 'notice.pdf', data: PDF }]);
    expect(office.statusCode, office.body).toBe(201);
    expect(office.json()).toMatchObject({ contentType: 'application/pdf', name: 'notice.pdf' });
    const served = await download(as.admin, office.json().id);
    expect(served.headers['content-disposition']).toBe(`attachment; filename="notice.pdf"; filename*=UTF-8''notice.pdf`);
    // Not the uploader, not of a company: a member cannot read it until a domain shows it to them.
    expect((await download(as.kim, office.json().id)).statusCode).toBe(404);
  });
});

describe('caching a served file', () => {
  it("lets no cache keep a file behind a check, not even the reader's browser, and any cache keep a file anyone may read", async () => {
    const photo = await upload(as.kim, 'complaint-image', [{ filename: 'leak.png', data: await smallPng() }]);
    const complaint = await download(as.kim, photo.json().id);
    expect(complaint.statusCode).toBe(200);
    expect(complaint.headers['cache-control']).toBe('no-store');

    const image = (await upload(as.admin, 'content-attachment', [{ filename: 'plan.png', data: await smallPng() }])).json().id;
    const call = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: as.admin, payload });
    const created = await call('/admin/content', {
      kind: 'notice',
      category: 'general',
      titleKo: '주차장 도면',
      bodyKo: `<p>도면</p><img src="/api/v1/uploads/${image}" alt="도면">`,
    });
    expect(created.statusCode, created.body).toBe(201);
    // A draft's image is the office's alone.
    expect((await download(as.admin, image)).headers['cache-control']).toBe('no-store');

    expect((await call(`/admin/content/${created.json().id}/publish`, {})).statusCode).toBe(200);
    const open = await download(headers, image);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('a domain claiming an upload for its record', () => {
  it('claims only the uploader’s own file of the expected use, once, and lists it on the record', async () => {
    const db = t.database.db;
    const idOf = async (loginId: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId)))[0]!.id;
    const kim = await idOf('acme.kim');
    const res = await upload(as.kim, 'complaint-image', [{ filename: 'leak.png', data: await smallPng() }]);
    const id = res.json().id as string;
    const claim = { id, ownerId: kim, purpose: 'complaint-image' as const, kind: 'complaint', recordId: 41 };

    expect(await attachUpload(db, { ...claim, ownerId: await idOf('acme.staff01') })).toBe(false);
    expect(await attachUpload(db, { ...claim, purpose: 'visitor-sheet' })).toBe(false);
    expect(await attachUpload(db, { ...claim, id: 'AAAAAAAAAAAAAAAAAAAAAA' })).toBe(false);
    expect(await uploadsAttachedTo(db, 'complaint', 41)).toEqual([]);
    expect(await attachUpload(db, claim)).toBe(true);
    expect(await attachUpload(db, { ...claim, recordId: 42 })).toBe(false);
    expect(await uploadsAttachedTo(db, 'complaint', 41)).toEqual([res.json()]);
    expect(await uploadsAttachedTo(db, 'complaint', 42)).toEqual([]);
  });
});

describe('the upload limit per person', () => {
  it(`answers 429 past ${UPLOADS_PER_USER} uploads in ten minutes, for that person only`, async () => {
    const person = await loginAs(t.app, 'acme.staff02');
    const png = await smallPng();
    const statuses: number[] = [];
    for (let i = 0; i <= UPLOADS_PER_USER; i++)
      statuses.push((await upload(person, 'complaint-image', [{ filename: 'a.png', data: i === 0 ? png : '' }])).statusCode);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await upload(as.kim, 'complaint-image', [{ filename: 'a.png', data: png }])).statusCode).toBe(201);
  });
});
