import type { Upload } from '@tea/shared/uploads/upload.schema';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import eventsEn from '../../../../../../packages/i18n/locales/en/events.json';
import { testI18n } from '../../../shared/test-i18n';
import { EventPhotoField } from './event-photo-field';

const POSTER: Upload = {
  id: 'AbCdEfGhIjKlMnOpQrSt_-',
  purpose: 'event-photo',
  name: 'poster.webp',
  size: 48_000,
  contentType: 'image/webp',
  width: 1280,
  height: 720,
};

beforeEach(() => {
  // The stored photo is read with the API's headers and shown from an object URL (jsdom has none).
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(new Blob(['webp'], { type: 'image/webp' }))),
  );
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:poster'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderField(photo: Upload | null, onChange = vi.fn()) {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'events', eventsEn);
  render(
    <I18nextProvider i18n={i18n}>
      <EventPhotoField photo={photo} title="Rooftop concert" onChange={onChange} />
    </I18nextProvider>,
  );
  return onChange;
}

describe('EventPhotoField', () => {
  it('previews the stored photo named by the title, and takes it off', async () => {
    const onChange = await renderField(POSTER);
    expect(await screen.findByRole('img', { name: 'Rooftop concert' })).toBeTruthy();
    expect(screen.getByLabelText('Replace with another photo', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the photo' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('offers to add one when there is none, and refuses a file of another kind naming the field', async () => {
    const onChange = await renderField(null);
    expect(screen.queryByRole('img')).toBeNull();
    const input = screen.getByLabelText('Add a photo', { exact: false });
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'poster.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('Add a photo: please choose a file of these kinds: JPG, PNG, WebP.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalledWith(expect.anything());
  });
});
