import { ConferenceScene, ExecutiveLoungeScene, RefreshLoungeScene } from './meeting-scenes';
import { SleepingRoomScene, WellnessCenterScene } from './wellbeing-scenes';

export type AmenityScene = 'conferenceRoom' | 'executiveLounge' | 'refreshLounge' | 'sleepingRoom' | 'wellnessCenter';

const SCENES: Record<AmenityScene, () => React.JSX.Element> = {
  conferenceRoom: ConferenceScene,
  executiveLounge: ExecutiveLoungeScene,
  refreshLounge: RefreshLoungeScene,
  sleepingRoom: SleepingRoomScene,
  wellnessCenter: WellnessCenterScene,
};

/** A drawn picture of an amenity (inline SVG, no image files), named for screen readers by `label`. */
export function AmenityIllustration({
  scene,
  label,
  className = '',
}: {
  scene: AmenityScene;
  label: string;
  className?: string;
}) {
  const Scene = SCENES[scene];
  return (
    <svg role="img" aria-label={label} viewBox="0 0 400 220" className={className} preserveAspectRatio="xMidYMid slice">
      <Scene />
    </svg>
  );
}
