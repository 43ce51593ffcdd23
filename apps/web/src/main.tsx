import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { initI18n } from './shared/i18n';
import './styles.css';

// Texts and the first page's code load in parallel; the first render shows the complete page,
// replacing the prerendered HTML without a blank frame.
const i18n = initI18n();
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

// A transition lets React render the first page in small slices, so the main thread stays responsive.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
