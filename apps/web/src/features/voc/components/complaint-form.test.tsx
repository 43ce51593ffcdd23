import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import validationEn from '../../../../../../packages/i18n/locales/en/validation.json';
import vocEn from '../../../../../../packages/i18n/locales/en/voc.json';
import { testI18n } from '../../../shared/test-i18n';
import { ComplaintForm } from './complaint-form';

const file = vi.fn(async (_body: unknown) => ({ id: 9, responseDueAt: '2026-12-01T02:00:00.000Z' }));
vi.mock('../api', () => ({ useFileComplaint: () => ({ mutateAsync: file }) }));
const IMAGE = { id: 'AAAAAAAAAAAAAAAAAAAAAA', purpose: 'complaint-image', name: 'leak.png', size: 10, contentType: 'image/png' };
vi.mock('../../../shared/ui/file-drop', () => ({
  FileDrop: ({ label, onChange }: { label: string; onChange: (v: unknown) => void }) => (
    <button type="button" onClick={() => onChange(IMAGE)}>
      {label}
    </button>
  ),
}));

afterEach(() => {
  cleanup();
  file.mockClear();
});

async function renderForm() {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'voc', vocEn);
  i18n.addResourceBundle('en', 'validation', validationEn, true, true);
  render(
    <I18nextProvider i18n={i18n}>
      <ComplaintForm />
    </I18nextProvider>,
  );
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('the complaint form', () => {
  it('says what each required field needs, and sends nothing', async () => {
    await renderForm();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(screen.getByText(vocEn.validation.typeRequired)).toBeTruthy();
    expect(screen.getByText(vocEn.validation.titleRequired)).toBeTruthy();
    expect(screen.getByText(vocEn.validation.detailRequired)).toBeTruthy();
    expect(file).not.toHaveBeenCalled();
  });

  it('sends the fields with the uploaded image’s id and says when an answer is expected', async () => {
    await renderForm();
    fireEvent.change(input(/^Floor/), { target: { value: '12' } });
    fireEvent.change(input(/^Complaint type/), { target: { value: 'sanitation' } });
    fireEvent.change(input(/^Title/), { target: { value: 'Leak' } });
    fireEvent.change(input(/^Details/), { target: { value: 'Water on the floor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(file).toHaveBeenCalledWith({
      floor: 12,
      type: 'sanitation',
      title: 'Leak',
      detail: 'Water on the floor',
      imageUploadId: IMAGE.id,
    });
    expect(screen.getByText(/Your complaint was received\. An answer is expected by Tue 1 Dec 2026, 11:00/)).toBeTruthy();
  });
});
