import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AttendanceScanResult } from '@tea/shared/wellness/membership.responses';
import { afterEach, describe, expect, it, vi } from 'vitest';
import visitorsEn from '../../../../../../packages/i18n/locales/en/visitors.json';
import wellnessEn from '../../../../../../packages/i18n/locales/en/wellness.json';
import { renderAdminPage } from '../test-render';
import WellnessAttendancePage from './wellness-attendance-page';

const camera = vi.hoisted(() => ({ onDecode: null as null | ((result: { data: string }) => void) }));
vi.mock('qr-scanner', () => ({
  default: class {
    static hasCamera = async () => true;
    constructor(_video: HTMLVideoElement, onDecode: (result: { data: string }) => void) {
      camera.onDecode = onDecode;
    }
    start = async () => {};
    destroy = () => {};
  },
}));

const answers: Record<string, AttendanceScanResult> = {
  good: {
    result: 'recorded',
    person: { name: 'Kim Minjun', loginId: 'acme.kim', company: 'ACME' },
    program: { kind: 'gx', id: 1, name: 'Morning yoga', time: '07:00–07:50' },
    date: '2026-12-02',
  },
  pt: {
    result: 'recorded',
    person: { name: 'Lee Seoyeon', loginId: 'acme.lee', company: 'ACME' },
    program: { kind: 'pt', id: 9, name: 'Kim Doyun', time: '08:00–08:50' },
    date: '2026-12-02',
  },
  old: { result: 'expired', person: null, program: null, date: '2026-12-02' },
};
const sent = vi.fn();
vi.mock('../wellness-api', () => ({
  useScanAttendance: () => ({
    isPending: false,
    mutate: (token: string, { onSuccess }: { onSuccess: (a: AttendanceScanResult) => void }) => {
      sent(token);
      onSuccess(answers[token]!);
    },
  }),
}));

afterEach(cleanup);

async function open() {
  await renderAdminPage(<WellnessAttendancePage />, '/', { visitors: visitorsEn, wellness: wellnessEn });
}

describe('/admin/wellness/attendance', () => {
  it('records by a QR the camera reads, and says who it was and the session', async () => {
    await open();
    await waitFor(() => expect(camera.onDecode).not.toBeNull());
    act(() => camera.onDecode!({ data: 'good' }));
    expect(await screen.findByText(/Recorded: Kim Minjun \(ACME\) at Morning yoga 07:00–07:50/)).toBeTruthy();
    expect(sent).toHaveBeenCalledWith('good');
  });

  it('names the trainer of a PT session it recorded', async () => {
    await open();
    await waitFor(() => expect(camera.onDecode).not.toBeNull());
    act(() => camera.onDecode!({ data: 'pt' }));
    expect(await screen.findByText(/Recorded: Lee Seoyeon \(ACME\) at PT with Kim Doyun 08:00–08:50/)).toBeTruthy();
  });

  it('takes a code typed instead, and says when a QR has expired', async () => {
    await open();
    const field = screen.getByLabelText(wellnessEn.admin.qrCode, { exact: false });
    fireEvent.click(screen.getByRole('button', { name: wellnessEn.admin.record }));
    // Nothing typed: the field says so and nothing is sent.
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).not.toHaveBeenCalledWith('');
    fireEvent.change(field, { target: { value: 'old' } });
    fireEvent.click(screen.getByRole('button', { name: wellnessEn.admin.record }));
    expect(await screen.findByText(wellnessEn.admin.scanResult.expired)).toBeTruthy();
  });
});
