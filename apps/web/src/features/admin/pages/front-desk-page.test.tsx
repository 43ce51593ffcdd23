import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { VisitView } from '@tea/shared/visitors/visit.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import visitorsEn from '../../../../../../packages/i18n/locales/en/visitors.json';
import { renderAdminPage } from '../test-render';
import FrontDeskPage from './front-desk-page';

const CODE = 'abcdefghijkmnpqrstuvwxyz23';

const camera = vi.hoisted(() => ({
  hasCamera: true,
  start: async (): Promise<void> => {},
  onDecode: null as null | ((result: { data: string }) => void),
}));
vi.mock('qr-scanner', () => ({
  default: class {
    static hasCamera = async () => camera.hasCamera;
    constructor(_video: HTMLVideoElement, onDecode: (result: { data: string }) => void) {
      camera.onDecode = onDecode;
    }
    start = () => camera.start();
    destroy = () => {};
  },
}));

const visit = (status: VisitView['status']): VisitView => ({
  id: 7,
  registrationId: 3,
  reference: 'VS-20261124-0007',
  source: 'external',
  status,
  visitor: { name: 'Jane Roe', company: 'Northwind', email: 'jane@example.com', mobile: '', qrLang: 'en' },
  date: '2026-11-24',
  time: '10:00',
  durationMinutes: 60,
  purpose: 'Audit',
  visitedPerson: 'Park Seojun',
  building: 'B',
  floor: 22,
  personInCharge: 'Park Seojun',
  company: { id: 4, name: 'Blue Ocean Partners' },
  decisionReason: null,
  checkedInAt: status === 'checked_in' ? '2026-11-24T00:40:00Z' : null,
  createdAt: '2026-11-24T00:10:00Z',
  passState: status === 'checked_in' ? 'checkedIn' : 'valid',
  can: { approve: false, cancel: false, edit: false },
});
const lookups = vi.fn();
const checkIn = vi.fn(async () => visit('checked_in'));
vi.mock('../../../shared/visit-desk', () => ({
  useDeskVisit: (code: string) => {
    lookups(code);
    return { isPending: false, data: visit('approved'), error: null };
  },
  useCheckIn: () => ({ mutateAsync: checkIn, isPending: false }),
}));

const vibrate = vi.fn();
beforeEach(() => {
  camera.hasCamera = true;
  camera.start = async () => {};
  camera.onDecode = null;
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  Object.defineProperty(navigator, 'permissions', {
    value: { query: async () => ({ state: 'prompt' }) },
    configurable: true,
  });
});
afterEach(() => {
  cleanup();
  lookups.mockClear();
  checkIn.mockClear();
  vibrate.mockClear();
  Reflect.deleteProperty(navigator, 'userActivation');
});

async function renderPage() {
  await renderAdminPage(<FrontDeskPage />, '/', { visitors: visitorsEn });
}

describe('the front desk', () => {
  it('opens the visit of a pass the camera reads, with a buzz, and is ready for the next one after the check-in', async () => {
    await renderPage();
    await screen.findByText(visitorsEn.desk.scanning);
    act(() => camera.onDecode!({ data: `https://tea.example/QRCodeScanner/visitor/${CODE}` }));
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Jane Roe')).toBeTruthy();
    expect(lookups).toHaveBeenLastCalledWith(CODE);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check in' })));
    expect(checkIn).toHaveBeenCalledWith(7);
    expect(screen.getByText('Jane Roe is checked in. Ready for the next pass.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    // The pass just checked in, still before the camera, is not opened again.
    act(() => camera.onDecode!({ data: `https://tea.example/QRCodeScanner/visitor/${CODE}` }));
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Jane Roe', { exact: true })).toBeNull();
  });

  it('does not buzz before the desk has touched the page (the browser would refuse it), and still opens the visit', async () => {
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: false }, configurable: true });
    await renderPage();
    await screen.findByText(visitorsEn.desk.scanning);
    act(() => camera.onDecode!({ data: `https://tea.example/QRCodeScanner/visitor/${CODE}` }));
    expect(vibrate).not.toHaveBeenCalled();
    expect(await screen.findByText('Jane Roe')).toBeTruthy();
  });

  it('says when a QR code read is not a pass', async () => {
    await renderPage();
    await screen.findByText(visitorsEn.desk.scanning);
    act(() => camera.onDecode!({ data: 'https://example.com/menu' }));
    expect(screen.getByText(visitorsEn.desk.notPass)).toBeTruthy();
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('says the camera was refused, and takes a code typed instead', async () => {
    camera.start = async () => Promise.reject(new Error('Camera not found.'));
    Object.defineProperty(navigator, 'permissions', { value: { query: async () => ({ state: 'denied' }) }, configurable: true });
    await renderPage();
    expect(await screen.findByText(visitorsEn.desk.denied)).toBeTruthy();

    const code = screen.getByLabelText(visitorsEn.desk.code);
    fireEvent.click(screen.getByRole('button', { name: visitorsEn.desk.lookUp }));
    expect(screen.getByText(visitorsEn.desk.codeRequired)).toBeTruthy();
    fireEvent.change(code, { target: { value: 'not-a-code' } });
    fireEvent.click(screen.getByRole('button', { name: visitorsEn.desk.lookUp }));
    expect(screen.getByText(visitorsEn.desk.notPass)).toBeTruthy();
    expect((code as HTMLInputElement).value).toBe('not-a-code');
    expect(code.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(code, { target: { value: CODE } });
    fireEvent.click(screen.getByRole('button', { name: visitorsEn.desk.lookUp }));
    expect(await screen.findByText('Jane Roe')).toBeTruthy();
    expect(lookups).toHaveBeenLastCalledWith(CODE);
  });

  it('says there is no camera, offers to start it again, and scans once one is there', async () => {
    camera.hasCamera = false;
    await renderPage();
    await waitFor(() => expect(screen.getByText(visitorsEn.desk.noCamera)).toBeTruthy());
    expect(screen.queryByRole('button', { name: visitorsEn.desk.stop })).toBeNull();
    camera.hasCamera = true;
    fireEvent.click(screen.getByRole('button', { name: visitorsEn.desk.start }));
    await waitFor(() => expect(screen.getByText(visitorsEn.desk.scanning)).toBeTruthy());
    expect(screen.queryByText(visitorsEn.desk.noCamera)).toBeNull();
    expect(screen.getByRole('button', { name: visitorsEn.desk.stop })).toBeTruthy();
  });
});
