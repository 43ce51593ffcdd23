import type { UploadPurpose } from '@tea/shared/uploads/upload.rules';
import type { Upload } from '@tea/shared/uploads/upload.schema';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { testI18n } from '../test-i18n';
import type { UploadFunction } from '../uploads';
import { FileDrop } from './file-drop';

const MB = 1024 * 1024;
const uploaded: Upload = {
  id: 'AbCdEfGhIjKlMnOpQrSt_-',
  purpose: 'complaint-image',
  name: 'leak.jpg',
  size: 48_000,
  contentType: 'image/jpeg',
  width: 670,
  height: 503,
};

let createObjectURL: ReturnType<typeof vi.fn>;
let revokeObjectURL: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // jsdom has no object URLs: a stand-in that names each one.
  let n = 0;
  createObjectURL = vi.fn(() => `blob:preview-${++n}`);
  revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(cleanup);

/** A file of a size without allocating it. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Form({ upload, purpose = 'complaint-image' }: { upload: UploadFunction; purpose?: UploadPurpose }) {
  const [value, setValue] = useState<Upload | null>(null);
  return (
    <>
      <FileDrop purpose={purpose} label="Photo of the problem" value={value} onChange={setValue} upload={upload} />
      <output data-testid="value">{value?.id ?? 'none'}</output>
    </>
  );
}

async function renderIn(lang: 'ko' | 'en', ui: React.ReactElement) {
  const i18n = await testI18n(lang);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

const input = (name = 'Photo of the problem') => screen.getByLabelText(name) as HTMLInputElement;
const choose = (file: File, name?: string) => fireEvent.change(input(name), { target: { files: [file] } });
const value = () => screen.getByTestId('value').textContent;

describe('FileDrop', () => {
  it('is a labelled file input that shows the limits of its use before anything is chosen, in the reader’s language', async () => {
    await renderIn('en', <Form upload={vi.fn()} />);
    const field = input();
    expect(field.type).toBe('file');
    expect(field.accept).toContain('image/jpeg');
    expect(field.accept).toContain('.webp');
    const hint = document.getElementById(field.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe('JPG, PNG, WebP, up to 2 MB. Images are resized to fit 670×670.');
    cleanup();
    await renderIn('ko', <Form upload={vi.fn()} purpose="visitor-sheet" />);
    expect(screen.getByText('XLSX, CSV 파일, 최대 2 MB.')).toBeTruthy();
    expect(input().accept).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,.xlsx,text/csv,.csv');
  });

  it('refuses a file past the limit on the device, naming the field, and sends nothing', async () => {
    const upload = vi.fn();
    await renderIn('en', <Form upload={upload} />);
    choose(fileOf('huge.jpg', 'image/jpeg', 2 * MB + 1));
    expect(screen.getByRole('alert').textContent).toBe('Photo of the problem: the file must be 2 MB or smaller.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(upload).not.toHaveBeenCalled();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(value()).toBe('none');
    cleanup();
    await renderIn('ko', <Form upload={upload} />);
    choose(fileOf('huge.jpg', 'image/jpeg', 3 * MB));
    expect(screen.getByRole('alert').textContent).toBe('Photo of the problem: 파일은 2 MB 이하여야 합니다.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a kind the use does not take, and takes a file of exactly the limit', async () => {
    const upload = vi.fn<UploadFunction>().mockResolvedValue(uploaded);
    await renderIn('en', <Form upload={upload} />);
    choose(fileOf('notes.pdf', 'application/pdf', 1000));
    expect(screen.getByRole('alert').textContent).toBe(
      'Photo of the problem: please choose a file of these kinds: JPG, PNG, WebP.',
    );
    expect(upload).not.toHaveBeenCalled();
    choose(fileOf('leak.jpg', 'image/jpeg', 2 * MB));
    await waitFor(() => expect(value()).toBe(uploaded.id));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a visitor sheet saved as CSV whatever type the system names it, and refuses an old .xls', async () => {
    const upload = vi.fn<UploadFunction>().mockResolvedValue({ ...uploaded, purpose: 'visitor-sheet' });
    await renderIn('en', <Form upload={upload} purpose="visitor-sheet" />);
    // Windows with Excel calls a .csv "application/vnd.ms-excel", as it does an .xls: the extension decides.
    choose(fileOf('visitors.xls', 'application/vnd.ms-excel', 1000));
    expect(screen.getByRole('alert').textContent).toBe('Photo of the problem: please choose a file of these kinds: XLSX, CSV.');
    choose(fileOf('visitors.csv', 'application/vnd.ms-excel', 1000));
    await waitFor(() => expect(value()).toBe(uploaded.id));
    expect(upload.mock.calls[0]![1].name).toBe('visitors.csv');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('uploads an accepted file, previews it and shows its name and size, then reports it to the form', async () => {
    let finish!: (u: Upload) => void;
    const upload = vi.fn<UploadFunction>(() => new Promise<Upload>((resolve) => (finish = resolve)));
    await renderIn('en', <Form upload={upload} />);
    const file = fileOf('leak.jpg', 'image/jpeg', 120_000);
    choose(file);
    expect(upload).toHaveBeenCalledWith('complaint-image', file, expect.any(AbortSignal));
    expect(screen.getAllByText('Uploading leak.jpg…').length).toBeGreaterThan(0);
    expect(value()).toBe('none');
    await act(async () => finish(uploaded));
    expect(value()).toBe(uploaded.id);
    expect((screen.getByRole('img', { name: 'Preview of leak.jpg' }) as HTMLImageElement).src).toBe('blob:preview-1');
    expect(screen.getByText('leak.jpg · 46.9 KB')).toBeTruthy();
    expect(screen.getByText('leak.jpg uploaded')).toBeTruthy();
  });

  it('takes a dropped file as a chosen one', async () => {
    const upload = vi.fn<UploadFunction>().mockResolvedValue(uploaded);
    await renderIn('en', <Form upload={upload} />);
    const zone = input().parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('leak.png', 'image/png', 5000)] } });
    await waitFor(() => expect(value()).toBe(uploaded.id));
    expect(upload.mock.calls[0]![1].name).toBe('leak.png');
  });

  it('removes the file: the form gets null, the preview goes and its URL is freed, the focus returns to the input', async () => {
    await renderIn('en', <Form upload={vi.fn<UploadFunction>().mockResolvedValue(uploaded)} />);
    choose(fileOf('leak.jpg', 'image/jpeg', 120_000));
    const remove = await screen.findByRole('button', { name: 'Remove leak.jpg' });
    act(() => remove.focus());
    expect(document.activeElement).toBe(remove);
    fireEvent.click(remove);
    expect(value()).toBe('none');
    expect(screen.queryByRole('img')).toBeNull();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(document.activeElement).toBe(input());
  });

  it('frees the preview when the field goes away', async () => {
    const { unmount } = await renderIn('en', <Form upload={vi.fn<UploadFunction>().mockResolvedValue(uploaded)} />);
    choose(fileOf('leak.jpg', 'image/jpeg', 120_000));
    await screen.findByRole('img');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('shows the server’s refusal in its words and keeps no file', async () => {
    const upload = vi
      .fn<UploadFunction>()
      .mockRejectedValue(new ApiError(415, 'FILE_TYPE_NOT_ALLOWED', 'This kind of file cannot be uploaded here.'));
    await renderIn('en', <Form upload={upload} />);
    choose(fileOf('fake.jpg', 'image/jpeg', 1000));
    expect((await screen.findByRole('alert')).textContent).toBe('This kind of file cannot be uploaded here.');
    expect(value()).toBe('none');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is reached by the keyboard: the input takes the focus, with a ring drawn on the zone', async () => {
    await renderIn('en', <Form upload={vi.fn()} />);
    const field = input();
    expect(field.tabIndex).toBe(0);
    expect(field.disabled).toBe(false);
    act(() => field.focus());
    expect(document.activeElement).toBe(field);
    expect(field.className).toContain('peer');
    expect(field.nextElementSibling!.className).toContain('peer-focus-visible:outline-3');
  });
});
