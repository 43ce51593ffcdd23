import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeroPoster } from './hero-poster';
import { HeroVideo } from './hero-video';

/** The banner: the video (over its drawn poster, the instant first paint), the headline and the two main ways in. */
export function HomeHero({ visitorHref }: { visitorHref: string }) {
  const { t } = useTranslation('home');
  return (
    <section className="relative isolate overflow-hidden bg-navy-950 text-white" aria-labelledby="home-title">
      <HeroPoster />
      <HeroVideo />
      <div className="absolute inset-0 bg-navy-950/75 lg:bg-transparent lg:bg-gradient-to-r lg:from-navy-950/90 lg:via-navy-950/60 lg:to-transparent" />
      <div className="relative mx-auto flex min-h-[560px] max-w-7xl flex-col justify-center px-4 py-20 lg:min-h-[640px] lg:px-8">
        <p className="text-sm font-semibold tracking-[0.2em] text-gold-500 uppercase">{t('hero.eyebrow')}</p>
        <h1 id="home-title" className="mt-4 max-w-2xl text-4xl leading-tight font-extrabold lg:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-white/85">{t('hero.lead')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={visitorHref} className="rounded-md bg-gold-500 px-6 py-3 font-bold text-navy-950 hover:bg-[#e6c485]">
            {t('hero.visitorCta')}
          </Link>
          <Link to="/about" className="rounded-md border border-white/60 px-6 py-3 font-bold text-white hover:bg-white/10">
            {t('hero.aboutCta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
