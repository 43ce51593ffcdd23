import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const POSTER = '/media/hero-poster.webp';
const SOURCES = [
  { src: '/media/hero.webm', type: 'video/webm' },
  { src: '/media/hero.mp4', type: 'video/mp4' },
];

/**
 * The banner video (spec §2): the towers from dusk into the evening (scripts/assets/hero-video.mjs),
 * muted, looping, inline. The prerendered page carries the element with its poster only, so the
 * poster is the first paint and the largest one; the clip is attached once the app runs, and never
 * under prefers-reduced-motion. A button pauses it (WCAG 2.2.2).
 */
export function HeroVideo() {
  const { t } = useTranslation('home');
  const video = useRef<HTMLVideoElement>(null);
  const [attached, setAttached] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
    const follow = () => {
      if (reduce.matches) video.current?.pause();
      else setAttached(true);
    };
    follow();
    reduce.addEventListener('change', follow);
    return () => reduce.removeEventListener('change', follow);
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!attached || !element) return;
    element.load();
    element.play().catch(() => setPlaying(false));
  }, [attached]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <>
      <video
        ref={video}
        aria-hidden="true"
        muted
        loop
        playsInline
        preload="none"
        poster={POSTER}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="absolute inset-0 h-full w-full object-cover object-[70%_100%]"
      >
        {attached && SOURCES.map((s) => <source key={s.type} src={s.src} type={s.type} />)}
      </video>
      {attached && (
        <button
          type="button"
          onClick={toggle}
          aria-pressed={!playing}
          className="absolute right-4 bottom-4 z-10 inline-flex min-h-11 items-center gap-2 rounded-full bg-navy-950/70 px-4 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-navy-950/90"
        >
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" fill="currentColor">
            {playing ? <path d="M3 2h3v10H3zm5 0h3v10H8z" /> : <path d="M3 1.5v11l9-5.5z" />}
          </svg>
          {playing ? t('hero.pauseVideo') : t('hero.playVideo')}
        </button>
      )}
    </>
  );
}
