import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { GalleryPhoto } from '@tea/shared/building/gallery.schema';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import buildingEn from '../../../../../../packages/i18n/locales/en/building.json';
import buildingKo from '../../../../../../packages/i18n/locales/ko/building.json';
import { installDialogMethods } from '../../../shared/test-dialog';
import { testI18n } from '../../../shared/test-i18n';
import GalleryPage from './gallery-page';

const photo = (id: number, titleKo: string, titleEn: string): GalleryPhoto => ({
  id,
  uploadId: `upload${String(id).padStart(16, '0')}`,
  width: 1600,
  height: 1000,
  titleKo,
  titleEn,
  captionKo: `${titleKo} 설명`,
  captionEn: '',
});

beforeAll(() => installDialogMethods());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderWith(items: GalleryPhoto[], lang: 'ko' | 'en' = 'en') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ items }), { headers: { 'content-type': 'application/json' } })),
  );
  const i18n = await testI18n(lang);
  i18n.addResourceBundle('ko', 'building', buildingKo);
  i18n.addResourceBundle('en', 'building', buildingEn);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <GalleryPage />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the gallery page', () => {
  it("shows the office's photos in its order at their public sizes, titled in the page's language", async () => {
    await renderWith([photo(2, '로비', 'Lobby'), photo(1, '스카이 가든', '')]);
    const buttons = await screen.findAllByRole('button', { name: /^View .* larger$/ });
    // An empty English title reads the Korean one.
    expect(buttons.map((b) => b.textContent)).toEqual(['Lobby', '스카이 가든']);
    const thumb = buttons[0]!.querySelector('img')!;
    expect(thumb.getAttribute('srcset')).toContain('/media/upload0000000000000002/320.webp 320w');
    expect(thumb.getAttribute('width')).toBe('1600');
  });

  it('opens the viewer with the title as the alt text, steps with the arrow keys and gives focus back', async () => {
    await renderWith([photo(1, '외관', 'Exterior'), photo(2, '로비', 'Lobby')], 'ko');
    const first = await screen.findByRole('button', { name: '외관 크게 보기' });
    fireEvent.click(first);
    const dialog = screen.getByRole('dialog');
    within(dialog).getByRole('img', { name: '외관' });
    within(dialog).getByText('1 / 2');
    within(dialog).getByText('외관 설명');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    within(dialog).getByRole('img', { name: '로비' });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    within(dialog).getByRole('img', { name: '외관' });
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(document.activeElement).toBe(first);
  });

  it('says so when the gallery has no photo yet, instead of an empty page', async () => {
    await renderWith([]);
    await screen.findByText('No photos yet.');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
