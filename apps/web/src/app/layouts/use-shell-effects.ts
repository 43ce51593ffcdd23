import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from '../../shared/analytics';

export const HASH_SCROLL = { offset: 100, delayMs: 200 } as const;

/** Scroll to the element named by the hash, 100 px below the top, smoothly; retries while the page is still loading. */
function scrollToHash(id: string, attempt = 0): ReturnType<typeof setTimeout> | undefined {
  const element = document.getElementById(decodeURIComponent(id));
  if (element) {
    const top = element.getBoundingClientRect().top + window.scrollY - HASH_SCROLL.offset;
    window.scrollTo({ top, behavior: 'smooth' });
    return undefined;
  }
  if (attempt < 20) return setTimeout(() => scrollToHash(id, attempt + 1), 100);
  return undefined;
}

/** Navigation scrolls to top; with a hash, smoothly to that element after 200 ms (spec §2). */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    let retry: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      retry = scrollToHash(hash.slice(1));
    }, HASH_SCROLL.delayMs);
    return () => {
      clearTimeout(timer);
      if (retry) clearTimeout(retry);
    };
  }, [pathname, hash, key]);
}

/** A page-view event with the new path after every route change. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track('page_view', pathname);
  }, [pathname]);
}

/**
 * After every navigation, even one that lands on the same path (a redirect back to /login), `<html
 * data-route>` names the path the page now shows: the link crawler and monitoring wait for it
 * instead of reloading the whole app for each page.
 */
export function useRouteMark(): void {
  const location = useLocation();
  useEffect(() => {
    document.documentElement.dataset.route = location.pathname;
  }, [location]);
}

/**
 * Scroll reveal with AOS: once, 1200 ms, off for reduced motion. It reveals what scrolls into view,
 * so it is loaded on the page's first scroll (where the page has [data-aos] sections): until then
 * everything in view is simply shown, and no page's first load carries it.
 */
export function useScrollReveal(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    let cancelled = false;
    // Pages without scroll-reveal sections (legal texts, mobile intros) never load AOS.
    if (!document.querySelector('[data-aos]')) return;
    const reveal = () => {
      // Its stylesheet comes with it, so pages without AOS never parse its 26 KB of rules.
      void Promise.all([import('aos'), import('aos/dist/aos.css')]).then(([{ default: AOS }]) => {
        if (cancelled) return;
        AOS.init({
          once: true,
          duration: 1200,
          disable: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
        });
        AOS.refreshHard();
      });
    };
    window.addEventListener('scroll', reveal, { once: true, passive: true });
    return () => {
      cancelled = true;
      window.removeEventListener('scroll', reveal);
    };
  }, [pathname]);
}

export const STICKY_AFTER_PX = 100;
