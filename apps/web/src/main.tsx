import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from './app/react-dom-client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { initI18n, initialLang } from './shared/i18n';
import { isLoggedIn } from './shared/session';
import './styles.css';

// Texts and the first page's code load in parallel; the first render shows the complete page,
// replacing the prerendered HTML without a blank frame.
// A prerendered page inlines its own CSS and loads the full stylesheet without blocking paint.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')) link.media = 'all';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Starts the app once its texts and the first page's route are ready. Not awaited at the module's top
 * level: the build puts this entry in the chunk every lazy page imports from (vite.config.ts), and a
 * page chunk loaded by the router would then wait for the entry that waits for it.
 */
async function start(): Promise<void> {
  const servedLang = document.documentElement.lang; // before i18n sets it
  // Each step starts in a task of its own (the entry's evaluation, i18n, the router: 15-30 ms each on a
  // cold start), so the page answers input in between instead of after one long task.
  await nextTask();
  const i18n = initI18n();
  await nextTask();
  const router = createAppRouter();
  await Promise.all([
    i18n,
    new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const stop = router.subscribe((state) => {
        if (state.initialized) {
          stop();
          resolve();
        }
      });
    }),
  ]);

  // A prerendered page (anonymous, in the language the server picked) is hydrated in place:
  // the browser keeps its laid-out DOM. Anything else renders from scratch.
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  const prerendered = container.hasChildNodes() && !isLoggedIn() && servedLang === initialLang();
  // A transition lets React work in small slices, so the main thread stays responsive.
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
