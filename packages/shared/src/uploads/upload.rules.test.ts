import { describe, expect, it } from 'vitest';
import {
  acceptOf,
  COMPLAINT_IMAGE_MAX_BYTES,
  CONTENT_ATTACHMENT_MAX_BYTES,
  fitInside,
  formatBytes,
  MB,
  sanitizeFileName,
  typeLabels,
  UPLOAD_PURPOSE_NAMES,
  UPLOAD_PURPOSES,
  uploadProblem,
  uploadTypeOfMime,
  uploadTypeOfName,
  VISITOR_SHEET_MAX_BYTES,
} from './upload.rules';
import { uploadIdSchema, uploadSchema } from './upload.schema';

describe('the upload registry', () => {
  it('has one rule per use, with the spec’s 2 MB for complaint images and visitor sheets', () => {
    expect(Object.keys(UPLOAD_PURPOSES).sort()).toEqual([...UPLOAD_PURPOSE_NAMES].sort());
    expect(COMPLAINT_IMAGE_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(VISITOR_SHEET_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(CONTENT_ATTACHMENT_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(UPLOAD_PURPOSES['complaint-image'].imageBox).toEqual({ width: 670, height: 670 });
  });

  it('gives every use that takes images a box to re-encode them into, and lets only the office attach to content', () => {
    for (const rule of Object.values(UPLOAD_PURPOSES)) {
      const takesImages = rule.types.some((t) => ['jpeg', 'png', 'webp'].includes(t));
      expect(rule.imageBox !== null).toBe(takesImages);
    }
    expect(UPLOAD_PURPOSES['complaint-image'].uploaders).toBe('session');
    expect(UPLOAD_PURPOSES['visitor-sheet'].uploaders).toBe('session');
    expect(UPLOAD_PURPOSES['content-attachment'].uploaders).toEqual(['building_manager']);
  });
});

describe('uploadProblem', () => {
  it('takes a complaint image of exactly 2 MB and refuses one byte more', () => {
    expect(uploadProblem('complaint-image', { size: 2 * MB, type: 'jpeg' })).toBeNull();
    expect(uploadProblem('complaint-image', { size: 2 * MB + 1, type: 'jpeg' })).toBe('tooLarge');
    expect(uploadProblem('complaint-image', { size: 1, type: 'png' })).toBeNull();
    expect(uploadProblem('complaint-image', { size: 0, type: 'png' })).toBe('empty');
  });

  it('takes 10 MB attachments and refuses one byte more', () => {
    expect(uploadProblem('content-attachment', { size: 10 * MB, type: 'pdf' })).toBeNull();
    expect(uploadProblem('content-attachment', { size: 10 * MB + 1, type: 'pdf' })).toBe('tooLarge');
  });

  it("takes a retail tenant's photo of 2 MB from the office, images only, re-encoded inside 1600 px", () => {
    expect(uploadProblem('retail-photo', { size: 2 * MB, type: 'webp' })).toBeNull();
    expect(uploadProblem('retail-photo', { size: 2 * MB + 1, type: 'jpeg' })).toBe('tooLarge');
    expect(uploadProblem('retail-photo', { size: 100, type: 'pdf' })).toBe('typeNotAllowed');
    expect(UPLOAD_PURPOSES['retail-photo'].uploaders).toEqual(['building_manager']);
    expect(UPLOAD_PURPOSES['retail-photo'].imageBox).toEqual({ width: 1600, height: 1600 });
  });

  it("takes an event's poster as a retail photo is taken, kept at the public sizes too", () => {
    expect(UPLOAD_PURPOSES['event-photo']).toEqual(UPLOAD_PURPOSES['retail-photo']);
    expect(uploadProblem('event-photo', { size: 100, type: 'pdf' })).toBe('typeNotAllowed');
    expect(UPLOAD_PURPOSES['event-photo'].variants).toBe(true);
  });

  it('takes a gallery photo of 5 MB from the office, images only, kept at the public sizes too', () => {
    expect(uploadProblem('gallery-photo', { size: 5 * MB, type: 'jpeg' })).toBeNull();
    expect(uploadProblem('gallery-photo', { size: 5 * MB + 1, type: 'jpeg' })).toBe('tooLarge');
    expect(uploadProblem('gallery-photo', { size: 100, type: 'pdf' })).toBe('typeNotAllowed');
    expect(UPLOAD_PURPOSES['gallery-photo']).toMatchObject({ uploaders: ['building_manager'], variants: true });
  });

  it('refuses a kind the use does not take, or no kind at all', () => {
    expect(uploadProblem('complaint-image', { size: 100, type: 'pdf' })).toBe('typeNotAllowed');
    expect(uploadProblem('complaint-image', { size: 100, type: null })).toBe('typeNotAllowed');
    expect(uploadProblem('visitor-sheet', { size: 100, type: 'xlsx' })).toBeNull();
    expect(uploadProblem('visitor-sheet', { size: 100, type: 'csv' })).toBeNull();
    expect(uploadProblem('visitor-sheet', { size: 100, type: 'docx' })).toBe('typeNotAllowed');
    expect(uploadProblem('complaint-image', { size: 100, type: 'csv' })).toBe('typeNotAllowed');
    expect(uploadProblem('content-attachment', { size: 100, type: 'csv' })).toBe('typeNotAllowed');
    expect(uploadProblem('content-attachment', { size: 100, type: 'docx' })).toBeNull();
  });
});

describe('kinds of file', () => {
  it('are known by MIME type and by extension, in any case', () => {
    expect(uploadTypeOfMime('image/jpeg')).toBe('jpeg');
    expect(uploadTypeOfMime('IMAGE/JPG')).toBe('jpeg');
    expect(uploadTypeOfMime('application/pdf; charset=binary')).toBe('pdf');
    expect(uploadTypeOfMime('text/html')).toBeNull();
    expect(uploadTypeOfMime('')).toBeNull();
    expect(uploadTypeOfName('사진.JPEG')).toBe('jpeg');
    expect(uploadTypeOfName('명단.xlsx')).toBe('xlsx');
    expect(uploadTypeOfName('명단.CSV')).toBe('csv');
    expect(uploadTypeOfMime('text/csv; charset=utf-8')).toBe('csv');
    // Windows names a .csv "application/vnd.ms-excel" (an .xls too): not a kind, so the extension decides.
    expect(uploadTypeOfMime('application/vnd.ms-excel')).toBeNull();
    expect(uploadTypeOfName('archive.tar.gz')).toBeNull();
    expect(uploadTypeOfName('no-extension')).toBeNull();
  });

  it('are named for the limits and the file input', () => {
    expect(typeLabels('complaint-image')).toBe('JPG, PNG, WebP');
    expect(typeLabels('visitor-sheet')).toBe('XLSX, CSV');
    expect(acceptOf('visitor-sheet')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,.xlsx,text/csv,.csv',
    );
    expect(acceptOf('complaint-image')).toContain('.jpeg');
  });
});

describe('formatBytes', () => {
  it('names limits the way people read them', () => {
    expect(formatBytes(2 * MB)).toBe('2 MB');
    expect(formatBytes(10 * MB)).toBe('10 MB');
    expect(formatBytes(1.5 * MB)).toBe('1.5 MB');
    expect(formatBytes(512 * 1024)).toBe('512 KB');
    expect(formatBytes(900)).toBe('900 B');
  });
});

describe('fitInside', () => {
  const box = { width: 670, height: 670 };
  it('keeps an image that fits, up to exactly the box, and never enlarges', () => {
    expect(fitInside(670, 670, box)).toEqual({ width: 670, height: 670 });
    expect(fitInside(300, 200, box)).toEqual({ width: 300, height: 200 });
  });
  it('shrinks one pixel past the box, keeping the proportions', () => {
    expect(fitInside(671, 671, box)).toEqual({ width: 670, height: 670 });
    expect(fitInside(1340, 670, box)).toEqual({ width: 670, height: 335 });
    expect(fitInside(4000, 3000, box)).toEqual({ width: 670, height: 503 });
    expect(fitInside(20000, 10, box)).toEqual({ width: 670, height: 1 });
  });
});

describe('sanitizeFileName', () => {
  it('keeps a Korean name and gives it the extension of what the bytes are', () => {
    expect(sanitizeFileName('민원 사진.jpeg', 'jpeg')).toBe('민원 사진.jpg');
    expect(sanitizeFileName('photo.png', 'jpeg')).toBe('photo.jpg');
    expect(sanitizeFileName('명단', 'xlsx')).toBe('명단.xlsx');
  });

  it('drops folders, control and invisible characters, reserved characters and edge dots', () => {
    expect(sanitizeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(sanitizeFileName('C:\\Users\\me\\report.pdf', 'pdf')).toBe('report.pdf');
    expect(sanitizeFileName('in\u202Egpj.exe', 'jpeg')).toBe('ingpj.jpg');
    expect(sanitizeFileName('a\r\nb"c<d>.pdf', 'pdf')).toBe('abcd.pdf');
    expect(sanitizeFileName('  ..hidden..  ', 'pdf')).toBe('hidden.pdf');
    expect(sanitizeFileName('', 'png')).toBe('file.png');
    expect(sanitizeFileName('\u0000\u0001', 'png')).toBe('file.png');
  });

  it('keeps at most 100 characters of the name', () => {
    expect(sanitizeFileName(`${'가'.repeat(100)}.pdf`, 'pdf')).toBe(`${'가'.repeat(100)}.pdf`);
    expect(sanitizeFileName(`${'가'.repeat(101)}.pdf`, 'pdf')).toBe(`${'가'.repeat(100)}.pdf`);
  });
});

describe('the upload answer', () => {
  it('has an opaque 22-character id', () => {
    expect(uploadIdSchema.safeParse('AbCdEfGhIjKlMnOpQrSt_-').success).toBe(true);
    for (const bad of ['', '1', 'AbCdEfGhIjKlMnOpQrSt_', 'AbCdEfGhIjKlMnOpQrSt_-x', 'AbCdEfGhIjKlMnOpQrSt/+'])
      expect(uploadIdSchema.safeParse(bad).success, bad).toBe(false);
    expect(
      uploadSchema.safeParse({
        id: 'AbCdEfGhIjKlMnOpQrSt_-',
        purpose: 'complaint-image',
        name: 'a.jpg',
        size: 10,
        contentType: 'image/jpeg',
        width: 670,
        height: 503,
      }).success,
    ).toBe(true);
  });
});
