import type { ComponentType } from 'react';
import { ExteriorDay, ExteriorNight, SkyGarden, type SceneProps } from './gallery-art-exterior';
import { ConferenceRoom, ExecutiveLounge, Lobby } from './gallery-art-interior';
import { Fitness, RetailMall } from './gallery-art-leisure';

export interface GalleryPhoto {
  /** Key of the photo's texts under `gallery.photos` in building.json. */
  slug: string;
  Scene: ComponentType<SceneProps>;
}

/** The gallery, in display order. */
export const GALLERY_PHOTOS: readonly GalleryPhoto[] = [
  { slug: 'exteriorDay', Scene: ExteriorDay },
  { slug: 'exteriorNight', Scene: ExteriorNight },
  { slug: 'lobby', Scene: Lobby },
  { slug: 'executiveLounge', Scene: ExecutiveLounge },
  { slug: 'conferenceRoom', Scene: ConferenceRoom },
  { slug: 'skyGarden', Scene: SkyGarden },
  { slug: 'retailMall', Scene: RetailMall },
  { slug: 'fitness', Scene: Fitness },
];
