import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import { multipartForm } from '../../test/multipart';
import { createTestApp, headers, type TestApp } from '../../test/test-app';

let t: TestApp;
const as = {} as Record<'kim' | 'admin', Record<string, string>>;
beforeAll(async () => {
  t = await createTestApp();
  as.kim = await loginAs(t.app, 'acme.kim');
  as.admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

type Photo = { id: number; uploadId: string; titleKo: string; published: boolean; width: number; height: number };

const uploadPhoto = async (who: Record<string, string> = as.admin) => {
  const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3d6e9e' } })
    .png()
    .toBuffer();
  const { payload, contentType } = await multipartForm([{ filename: 'tower.png', data: png }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/gallery-photo',
    headers: { ...who, 'content-type': contentType },
    payload,
  });
};
const add = async (titleKo: string, published = true, who = as.admin) => {
  const uploadId = (await uploadPhoto()).json().id as string;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/gallery',
    headers: who,
    payload: { uploadId, titleKo, titleEn: `${titleKo} (en)`, published },
  });
};
const publicList = async () =>
  ((await t.app.inject({ url: '/api/v1/building/gallery', headers })).json().items as Photo[]).map((p) => p.titleKo);
const office = (method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin/gallery${url}`, headers: as.admin, ...(payload ? { payload } : {}) });

describe('the gallery', () => {
  it('shows only the published photos, in the office order, with their sizes', async () => {
    const first = (await add('외관')).json() as Photo;
    expect(first).toMatchObject({ titleKo: '외관', published: true, width: 1600, height: 800 });
    await add('숨긴 사진', false);
    const third = (await add('로비')).json() as Photo;
    expect(await publicList()).toEqual(['외관', '로비']);

    expect((await office('POST', `/${third.id}/move`, { direction: 'up' })).statusCode).toBe(204);
    expect((await office('POST', `/${third.id}/move`, { direction: 'up' })).statusCode).toBe(204);
    expect(await publicList()).toEqual(['로비', '외관']);
    // The first stays first.
    expect((await office('POST', `/${third.id}/move`, { direction: 'up' })).statusCode).toBe(204);
    expect(await publicList()).toEqual(['로비', '외관']);
  });

  it('lets the office edit texts, hide, publish and delete a photo, naming a bad field', async () => {
    const photo = (await add('편집할 사진')).json() as Photo;
    const edited = await office('PUT', `/${photo.id}`, { titleKo: '스카이 가든', titleEn: 'Sky garden', captionKo: '옥상 정원' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ titleKo: '스카이 가든', captionKo: '옥상 정원', missingEnglish: true });

    const blank = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/gallery/${photo.id}`,
      headers: { ...as.admin, 'x-language': 'en' },
      payload: { titleKo: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().fields)).toEqual(['titleKo']);

    expect((await office('PATCH', `/${photo.id}/published`, { published: false })).json().published).toBe(false);
    expect(await publicList()).not.toContain('스카이 가든');
    expect((await office('PATCH', `/${photo.id}/published`, { published: true })).json().published).toBe(true);
    expect(await publicList()).toContain('스카이 가든');

    expect((await office('DELETE', `/${photo.id}`)).statusCode).toBe(204);
    expect(await publicList()).not.toContain('스카이 가든');
    expect((await office('DELETE', `/${photo.id}`)).statusCode).toBe(404);
    const all = (await t.app.inject({ url: '/api/v1/admin/gallery', headers: as.admin })).json().items as Photo[];
    expect(all.map((p) => p.id)).not.toContain(photo.id);
  });

  it('refuses an upload that is unknown, already shown or not a gallery photo', async () => {
    const taken = (await add('두 번 쓰는 사진')).json() as Photo;
    const again = await office('POST', '', { uploadId: taken.uploadId, titleKo: '다시' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('UPLOAD_NOT_ATTACHABLE');
    expect((await office('POST', '', { uploadId: 'AAAAAAAAAAAAAAAAAAAAAA', titleKo: '없는 사진' })).statusCode).toBe(400);
  });

  it('is the office’s alone: a member may neither upload, list nor change it', async () => {
    const photo = (await add('회원이 못 바꾸는 사진')).json() as Photo;
    expect((await uploadPhoto(as.kim)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/admin/gallery', headers: as.kim })).statusCode).toBe(403);
    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/gallery/${photo.id}/published`,
      headers: as.kim,
      payload: { published: false },
    });
    expect(hide.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/gallery/${photo.id}`, headers: as.kim })).statusCode).toBe(
      403,
    );
  });

  it("serves a photo's sizes only while it is published; hidden, it is 404 as an unknown id (decision 0058)", async () => {
    const photo = (await add('크기 사진', false)).json() as Photo;
    const media = () => t.app.inject({ url: `/media/${photo.uploadId}/640.webp` });
    expect((await media()).statusCode).toBe(404);
    await office('PATCH', `/${photo.id}/published`, { published: true });
    const served = await media();
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
    await office('PATCH', `/${photo.id}/published`, { published: false });
    const hidden = await media();
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe((await t.app.inject({ url: '/media/AAAAAAAAAAAAAAAAAAAAAA/640.webp' })).body);
  });
});
