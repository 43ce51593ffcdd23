import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../shared/test-dialog';
import { testI18n } from '../../../shared/test-i18n';
import { LinkDialog } from './link-dialog';
import contentEn from '../../../../../../packages/i18n/locales/en/content.json';
import contentKo from '../../../../../../packages/i18n/locales/ko/content.json';

beforeAll(installDialogMethods);
afterEach(cleanup);

async function renderDialog(lang: 'ko' | 'en') {
  const onLink = vi.fn();
  const onClose = vi.fn();
  const i18n = await testI18n(lang);
  i18n.addResourceBundle(lang, 'content', lang === 'ko' ? contentKo : contentEn);
  render(
    <I18nextProvider i18n={i18n}>
      <LinkDialog open onClose={onClose} onLink={onLink} />
    </I18nextProvider>,
  );
  return { onLink, onClose };
}

describe('LinkDialog', () => {
  it('refuses an address the body could not keep, naming the ones it takes, and keeps what was typed', async () => {
    const { onLink } = await renderDialog('en');
    const address = screen.getByRole('textbox', { name: /^Link address/ });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add link' })));
    expect(await screen.findByText(/Enter an address starting with https:\/\//)).toBeTruthy();
    expect(address).toHaveProperty('value', 'javascript:alert(1)');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(onLink).not.toHaveBeenCalled();
  });

  it('links a web address, trimmed (in Korean)', async () => {
    const { onLink } = await renderDialog('ko');
    fireEvent.change(screen.getByRole('textbox', { name: /^링크 주소/ }), { target: { value: ' https://www.example.com ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '링크 넣기' })));
    expect(onLink).toHaveBeenCalledWith('https://www.example.com');
  });
});
