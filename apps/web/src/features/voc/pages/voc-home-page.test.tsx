import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import extensionsEn from '../../../../../../packages/i18n/locales/en/extensions.json';
import vocEn from '../../../../../../packages/i18n/locales/en/voc.json';
import { testI18n } from '../../../shared/test-i18n';
import { signInAs, signOut } from '../../../shared/test-session';
import VocHomePage from './voc-home-page';

vi.mock('../../../shared/login-required', () => ({ LoginRequired: ({ children }: { children: React.ReactNode }) => children }));
vi.mock('../components/complaint-form', () => ({ ComplaintForm: () => <p>complaint form</p> }));
vi.mock('../components/complaint-list', () => ({ ComplaintList: () => <p>my complaints</p> }));
vi.mock('../components/extension-list', () => ({ ExtensionList: () => <p>my extension requests</p> }));

afterEach(() => {
  cleanup();
  signOut();
});

async function open(url: string) {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'voc', vocEn);
  i18n.addResourceBundle('en', 'extensions', extensionsEn);
  const router = createMemoryRouter([{ path: '/voc-home', element: <VocHomePage /> }], { initialEntries: [url] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('/voc-home', () => {
  it('opens the complaints tab by default, with the form and the recent complaints', async () => {
    await open('/voc-home');
    expect(screen.getByRole('tab', { name: vocEn.tabs.complaints }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('complaint form')).toBeTruthy();
    expect(screen.getByText('my complaints')).toBeTruthy();
  });

  it('opens the tab the address names, and a tab chosen goes into the address', async () => {
    const router = await open('/voc-home?tab=hvac');
    expect(screen.getByRole('tab', { name: vocEn.tabs.hvac }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: extensionsEn.open.hvac }).getAttribute('href')).toBe(
      '/request-for-heating-and-cooling',
    );
    fireEvent.click(screen.getByRole('tab', { name: vocEn.tabs.lights }));
    expect(router.state.location.search).toBe('?tab=lights');
    expect(screen.getByRole('link', { name: extensionsEn.open.lights }).getAttribute('href')).toBe('/request-for-light-out');
    expect(screen.getByText(extensionsEn.rules.deadlines)).toBeTruthy();
    expect(screen.getByText('my extension requests')).toBeTruthy();
  });

  it('sends the building office to its queue instead of the form', async () => {
    signInAs('building_manager');
    await open('/voc-home');
    expect(screen.queryByText('complaint form')).toBeNull();
    expect(screen.getByText(vocEn.office.note)).toBeTruthy();
    expect(screen.getByRole('link', { name: vocEn.office.open }).getAttribute('href')).toBe('/admin/voc');
  });

  it('sends the building office to the extension queue on the lights-out and heating/cooling tabs, without calling their list', async () => {
    signInAs('building_manager');
    await open('/voc-home?tab=lights');
    expect(screen.queryByText('my extension requests')).toBeNull();
    expect(screen.queryByRole('link', { name: extensionsEn.open.lights })).toBeNull();
    expect(screen.getByText(extensionsEn.office.note)).toBeTruthy();
    expect(screen.getByRole('link', { name: extensionsEn.office.open }).getAttribute('href')).toBe('/admin/voc/extensions');
  });
});
