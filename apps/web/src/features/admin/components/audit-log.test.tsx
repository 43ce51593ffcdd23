import { cleanup, screen } from '@testing-library/react';
import type { AuditEntry } from '@tea/shared/admin/admin.responses';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../../../../packages/i18n/locales/en/admin.json';
import { renderAdminPage } from '../test-render';
import { AuditLog } from './audit-log';

const suspension: AuditEntry = {
  id: 1,
  at: '2026-11-24T01:00:00Z',
  action: 'update',
  actor: { id: 7, loginId: 'acme.kim', name: 'Kim Minjun' },
  target: { type: 'rental', id: '12', label: '12' },
  company: { id: 1, nameKo: '에이씨엠이코리아', nameEn: 'ACME Korea' },
  ip: null,
  detail: { membership: 'suspended', days: 10, start: '2026-11-25' },
};
let items: AuditEntry[] = [suspension];
const asked = vi.fn();
vi.mock('../api', () => ({
  useAuditLog: (filters: Record<string, unknown>, scope: string) => {
    asked(filters, scope);
    return { isFetching: false, isError: false, data: { items, total: items.length } };
  },
}));

afterEach(cleanup);

async function open(scope: 'building' | 'company') {
  await renderAdminPage(<AuditLog scope={scope} />, '/');
}

describe('AuditLog', () => {
  it("shows a tenant manager their company's entries without a company column, and asks the company's log", async () => {
    items = [suspension];
    await open('company');
    expect(await screen.findByText('Suspended 10 days from 2026-11-25')).toBeTruthy();
    expect(screen.getByText('Locker or basket rental · 12')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: adminEn.audit.company })).toBeNull();
    expect(asked).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }), 'company');
    // The company's target types only: no holidays.
    expect(screen.queryByRole('option', { name: adminEn.audit.targets.holiday })).toBeNull();
    expect(screen.getByRole('option', { name: adminEn.audit.targets.membership_transfer })).toBeTruthy();
  });

  it("says so when the company's log has nothing, and keeps the company column for the building manager", async () => {
    items = [];
    await open('company');
    expect(await screen.findByText(adminEn.audit.companyEmpty)).toBeTruthy();
    cleanup();
    items = [suspension];
    await open('building');
    expect(await screen.findByRole('columnheader', { name: adminEn.audit.company })).toBeTruthy();
    expect(screen.getByText('ACME Korea')).toBeTruthy();
    expect(screen.getByRole('option', { name: adminEn.audit.targets.holiday })).toBeTruthy();
  });
});
