import { buildingTextParams } from '@tea/shared/building/floor-plan';
import type { Db } from '../client.js';
import { galleryPhotos } from '../schema/gallery.js';
import { uploads } from '../schema/uploads.js';
import type { FileStore } from '../../modules/uploads/file-store.js';
import { attachUpload, GALLERY_PHOTO_KIND } from '../../modules/uploads/uploads.service.js';
import { officeUploader, storeDrawing } from './drawn-upload.js';
import { exteriorDay, exteriorNight, skyGarden } from './gallery-art-exterior.js';
import { conferenceRoom, executiveLounge, lobby } from './gallery-art-interior.js';
import { fitness, retailMall } from './gallery-art-leisure.js';

/** The drawings' size: an 800 × 500 scene drawn at twice its size, for the 1280 px view. */
const WIDTH = 1600;
const HEIGHT = 1000;

/** The demo gallery in its order: each drawing with its titles and captions (a place as `{{skyGarden}}`). */
const PICTURES: { art: () => string; titleKo: string; titleEn: string; captionKo: string; captionEn: string }[] = [
  {
    art: exteriorDay,
    titleKo: '외관 (주간)',
    titleEn: 'Exterior by day',
    captionKo: '을지로에서 바라본 A동과 B동입니다. 유리 커튼월에 맑은 하늘이 비칩니다.',
    captionEn: 'Towers A and B seen from Eulji-ro, the clear sky reflected in the glass curtain walls.',
  },
  {
    art: exteriorNight,
    titleKo: '외관 (야간)',
    titleEn: 'Exterior at night',
    captionKo: '해가 진 뒤 불이 켜진 트윈 타워와 을지로의 야경입니다.',
    captionEn: 'The twin towers lit up after sunset above Eulji-ro.',
  },
  {
    art: lobby,
    titleKo: '로비',
    titleEn: 'Lobby',
    captionKo: '층고가 높은 1층 로비입니다. 안내데스크와 보안 게이트를 지나 엘리베이터 홀로 이어집니다.',
    captionEn: 'The high-ceilinged lobby on the 1st floor. Past the information desk and security gates are the elevator halls.',
  },
  {
    art: executiveLounge,
    titleKo: '이그제큐티브 라운지',
    titleEn: 'Executive lounge',
    captionKo: '{{executiveLounge}} 이그제큐티브 라운지입니다. 착석 90명, 스탠딩 150명까지 행사를 열 수 있습니다.',
    captionEn: 'The executive lounge on {{executiveLounge}} hosts events for up to 90 seated or 150 standing guests.',
  },
  {
    art: conferenceRoom,
    titleKo: '컨퍼런스룸',
    titleEn: 'Conference room',
    captionKo: '대형 디스플레이와 화상회의 장비를 갖춘 {{conferenceRoom}} 컨퍼런스룸입니다.',
    captionEn: 'A conference room on {{conferenceRoom}} with a large display and video-conferencing equipment.',
  },
  {
    art: skyGarden,
    titleKo: '스카이 가든',
    titleEn: 'Sky garden',
    captionKo: '{{skyGarden}} 옥상 정원입니다. 남산과 도심을 바라보며 쉬어 갈 수 있습니다.',
    captionEn: 'The rooftop garden on {{skyGarden}}, with views of Namsan and the city center.',
  },
  {
    art: retailMall,
    titleKo: '리테일몰',
    titleEn: 'Retail mall',
    captionKo: '{{mallFloors}}에 걸친 리테일몰입니다. 지하 1층 식당가와 카페가 을지로입구역과 바로 이어집니다.',
    captionEn: 'The retail mall on {{mallFloors}}. Its restaurants and cafés on B1 connect straight to Euljiro 1(il)-ga station.',
  },
  {
    art: fitness,
    titleKo: '피트니스',
    titleEn: 'Fitness',
    captionKo: '{{wellnessCenter}} 웰니스 센터입니다. 도심을 내려다보며 운동할 수 있는 러닝머신과 프리웨이트 존이 있습니다.',
    captionEn: 'The wellness center on {{wellnessCenter}}: treadmills with a city view and a free-weight zone.',
  },
];

/** A caption's places from the building's facts (decision 0060), in the caption's language. */
function withPlaces(text: string, lang: 'ko' | 'en'): string {
  const places: Record<string, string> = buildingTextParams(lang);
  return text.replace(/{{(\w+)}}/g, (whole, name: string) => places[name] ?? whole);
}

/**
 * The demo gallery: the tower drawn (gallery-art-*.ts), stored as the office's gallery photos with
 * their public sizes (decision 0058) and published, as if the office had uploaded them. A gallery
 * that has photos (the office's own) is left as it is.
 */
export async function seedGalleryPhotos(db: Db, store: FileStore, now: Date): Promise<void> {
  const ownerId = await officeUploader(db);
  if (ownerId === null) return;
  if ((await db.select({ id: galleryPhotos.id }).from(galleryPhotos).limit(1)).length > 0) return;
  for (const [i, picture] of PICTURES.entries()) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 800 500">${picture.art()}</svg>`;
    const row = await storeDrawing(store, svg, {
      purpose: 'gallery-photo',
      ownerId,
      fileName: `gallery-${i + 1}.webp`,
      width: WIDTH,
      height: HEIGHT,
      now,
    });
    await db.transaction(async (tx) => {
      await tx.insert(uploads).values(row);
      const [photo] = await tx
        .insert(galleryPhotos)
        .values({
          uploadId: row.id,
          titleKo: picture.titleKo,
          titleEn: picture.titleEn,
          captionKo: withPlaces(picture.captionKo, 'ko'),
          captionEn: withPlaces(picture.captionEn, 'en'),
          position: i + 1,
          published: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: galleryPhotos.id });
      await attachUpload(tx, { id: row.id, ownerId, purpose: 'gallery-photo', kind: GALLERY_PHOTO_KIND, recordId: photo!.id });
    });
  }
}
