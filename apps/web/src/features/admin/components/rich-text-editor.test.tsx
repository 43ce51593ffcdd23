import type { Editor } from '@tiptap/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../../shared/test-i18n';
import { RichTextEditor } from './rich-text-editor';
import contentEn from '../../../../../../packages/i18n/locales/en/content.json';

const ID = 'abcdefghijklmnopqrstuv';
const STORED = `<p>Notice</p><img src="/api/v1/uploads/${ID}" alt="plan">`;

/**
 * Every image of the page's own document that was given an upload's address: each is a request the
 * browser sends without the API's headers, refused since such files are never cached (decision 0020).
 */
function watchUploadSources() {
  const sources: string[] = [];
  const inPage = (el: unknown) => el instanceof HTMLImageElement && el.ownerDocument === document;
  const setAttribute = Element.prototype.setAttribute;
  vi.spyOn(Element.prototype, 'setAttribute').mockImplementation(function (this: Element, name, value) {
    if (inPage(this) && name.toLowerCase() === 'src' && value.includes('/api/v1/uploads/')) sources.push(value);
    setAttribute.call(this, name, value);
  });
  const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, value) {
    if (inPage(this) && String(value).includes('/api/v1/uploads/')) sources.push(String(value));
    src.set!.call(this, value);
  });
  return sources;
}

describe('RichTextEditor', () => {
  const createObjectURL = URL.createObjectURL;
  const revokeObjectURL = URL.revokeObjectURL;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:plan');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it("shows a body's image from the API with its headers, keeps the stored HTML, and never gives an image in the page the upload's address", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('png'));
    const sources = watchUploadSources();
    const onChange = vi.fn();
    const i18n = await testI18n('en');
    i18n.addResourceBundle('en', 'content', contentEn);
    const { unmount } = render(
      <I18nextProvider i18n={i18n}>
        <RichTextEditor label="Text (Korean)" lang="ko" initial={STORED} onChange={onChange} />
      </I18nextProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Text (Korean)' });
    await waitFor(() => expect(box.querySelector('img')?.getAttribute('src')).toBe('blob:plan'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(new RegExp(`/uploads/${ID}$`));
    expect(init?.headers).toHaveProperty('x-api-key');

    // An edit serialises the body for the form.
    const editor = (box as HTMLElement & { editor: Editor }).editor;
    act(() => {
      editor.chain().setTextSelection(1).insertContent('New ').run();
    });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.stringContaining(`<p>New Notice</p><img src="/api/v1/uploads/${ID}" alt="plan">`),
    );

    // A save remounts the form: Tiptap then draws the old editor without its node views.
    unmount();
    expect(sources).toEqual([]);
    expect(document.querySelectorAll('img[src*="/api/v1/uploads/"]')).toHaveLength(0);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:plan');
  });
});
