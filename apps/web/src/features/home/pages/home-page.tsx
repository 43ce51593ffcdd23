import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { AdBanner } from '../components/ad-banner';
import { HomeAbout } from '../components/home-about';
import { HomeHero } from '../components/home-hero';
import { HomeParking } from '../components/home-parking';
import { HomeServices } from '../components/home-services';
import { NoticeModal } from '../components/notice-modal';

/** Home: banner, about, visitor reservation, lease inquiry, retail mall, parking; the notice modal and the advertisement banner. */
export default function HomePage() {
  useTranslation('home');
  useDocumentTitle();
  const { user } = useSession();
  const visitorHref = user ? '/visitor-reservation-application/0' : '/external-visitor-reservation-application/0';
  return (
    <>
      <HomeHero visitorHref={visitorHref} />
      <HomeAbout />
      <HomeServices visitorHref={visitorHref} />
      <HomeParking />
      <NoticeModal />
      <AdBanner />
    </>
  );
}
