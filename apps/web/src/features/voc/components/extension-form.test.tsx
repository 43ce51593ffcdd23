import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import extensionsEn from '../../../../../../packages/i18n/locales/en/extensions.json';
import extensionsKo from '../../../../../../packages/i18n/locales/ko/extensions.json';
import { testI18n } from '../../../shared/test-i18n';
import { ExtensionForm } from './extension-form';

vi.mock('../extensions-api', () => ({
  useExtensionFloors: () => ({ data: { tower: 'B', floors: [20, 22] } }),
  useExtensionQuote: () => ({ isError: false }),
  useRequestExtension: () => ({ mutateAsync: vi.fn() }),
}));

afterEach(cleanup);

async function show(lang: 'ko' | 'en') {
  const i18n = await testI18n(lang);
  i18n.addResourceBundle('ko', 'extensions', extensionsKo);
  i18n.addResourceBundle('en', 'extensions', extensionsEn);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ExtensionForm group="lights" />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the lights-out request form', () => {
  it.each([
    ['en' as const, extensionsEn.form.floors, ['Tower B, 20F', 'Tower B, 22F']],
    ['ko' as const, extensionsKo.form.floors, ['B동 20층', 'B동 22층']],
  ])('%s: offers only the company’s floors, each with its tower', async (lang, legend, labels) => {
    await show(lang);
    const group = screen.getByRole('group', { name: new RegExp(legend) });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(labels);
  });
});
