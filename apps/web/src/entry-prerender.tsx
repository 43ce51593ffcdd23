/**
 * Build-time prerender of the home page (scripts/prerender.mjs): the HTML a first visit paints
 * before any script runs, in Korean and in English. The client then renders the same page.
 */
import type { Lang } from '@tea/i18n';
import { addJosaFormats } from '@tea/i18n/josa';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { appRoutes } from './app/router';

const locales = import.meta.glob<Record<string, unknown>>('../../../packages/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resources() {
  const out: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, data] of Object.entries(locales)) {
    const [, lang, ns] = /locales\/(\w+)\/(\w+)\.json$/.exec(file)!;
    (out[lang!] ??= {})[ns!] = data;
  }
  return out;
}

await i18next.use(initReactI18next).init({
  resources: resources(),
  lng: 'ko',
  fallbackLng: false,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
addJosaFormats(i18next);

export async function render(path: string, lang: Lang): Promise<{ html: string; title: string; description: string }> {
  await i18next.changeLanguage(lang);
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender of ${path} redirected`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return { html, title: i18next.t('common:appTitle'), description: i18next.t('common:appDescription') };
}
