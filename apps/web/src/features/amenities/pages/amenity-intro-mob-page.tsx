import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../shared/i18n';
import { Logo } from '../../../shared/ui/logo';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import type { AmenityIntroProps } from '../components/use-intro-format';

/** The amenities with a -mob intro page; the key of each one's texts in the `amenities` namespace. */
export type IntroAmenity = 'conferenceRoom' | 'executiveLounge' | 'refreshLounge' | 'sleepingRoom' | 'wellnessCenter';
type Intro = React.ComponentType<AmenityIntroProps>;

/** Korean ⇄ English inside the web view, which has no site header to change it. */
function LanguageToggle() {
  const { t, i18n } = useTranslation('amenities');
  const next = i18n.language === 'en' ? 'ko' : 'en';
  return (
    <button
      type="button"
      lang={next}
      onClick={() => void changeLanguage(next)}
      className="inline-flex h-9 shrink-0 items-center rounded-md border border-white/40 px-3 text-sm font-semibold text-white hover:bg-white/10"
    >
      {t('common.switchLanguage')}
    </button>
  );
}

/** An intro for the tenant app's web view: no site header, footer or login; a compact bar, then the intro in one column. */
function IntroMobPage({ amenity, Intro }: { amenity: IntroAmenity; Intro: Intro }) {
  const { t } = useTranslation('amenities');
  const name = t(`${amenity}.name`);
  useDocumentTitle(name);
  return (
    <div className="min-h-screen bg-navy-50">
      <header className="sticky top-0 z-20 bg-navy-900 shadow-md">
        <div className="mx-auto flex h-14 max-w-3xl items-center gap-3 px-4">
          <Logo tone="light" />
          <span aria-hidden="true" className="h-5 w-px bg-white/30" />
          <h1 className="min-w-0 flex-1 truncate text-lg font-bold text-white">{name}</h1>
          <LanguageToggle />
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 pt-4 pb-12 lg:pt-8 lg:pb-16">
        <Intro />
      </div>
    </div>
  );
}

/** The page component for one amenity's -mob route: routes.tsx loads that amenity's intro only. */
export function introMobPage(amenity: IntroAmenity, Intro: Intro): React.ComponentType {
  return function AmenityIntroMobPage() {
    return <IntroMobPage amenity={amenity} Intro={Intro} />;
  };
}
