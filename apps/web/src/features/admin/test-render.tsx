import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import adminEn from '../../../../../packages/i18n/locales/en/admin.json';
import { testI18n } from '../../shared/test-i18n';

/**
 * Renders a back-office page for a component test: in English with the back office's texts and
 * `bundles` (more namespaces by name), at `path` of an in-memory router.
 */
export async function renderAdminPage(page: ReactElement, path = '/', bundles: Record<string, object> = {}) {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'admin', adminEn);
  for (const [ns, texts] of Object.entries(bundles)) i18n.addResourceBundle('en', ns, texts);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </I18nextProvider>,
  );
}

/** The address's query string as the page left it, for a test to read (`screen.getByTestId('address')`). */
export function AddressProbe() {
  return <output data-testid="address">{useLocation().search}</output>;
}
