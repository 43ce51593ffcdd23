import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ComplaintSummary } from '@tea/shared/voc/complaint.schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import vocEn from '../../../../../../packages/i18n/locales/en/voc.json';
import { AddressProbe, renderAdminPage } from '../test-render';
import VocPage from './voc-page';

const complaint: ComplaintSummary = {
  id: 1,
  parentId: null,
  type: 'sanitation',
  floor: 12,
  title: 'Water on the pantry floor',
  status: 'received',
  rating: null,
  company: { id: 1, name: 'ACME Korea' },
  author: { id: 2, name: 'Kim Minji' },
  assignee: null,
  createdAt: '2026-11-23T01:00:00Z',
  dueAt: '2026-11-23T05:00:00Z',
  sla: 'on_time',
} as ComplaintSummary;
const listed = vi.fn();
const idle = vi.hoisted(() => () => ({ mutateAsync: async () => undefined, isPending: false }));
vi.mock('../voc-api', () => ({
  useAdminComplaints: (filters: object) => {
    listed(filters);
    return { data: { items: [complaint], total: 31, page: 1, pageSize: 10 }, isFetching: false, isError: false };
  },
  useVocStaff: () => ({ data: { items: [] } }),
  useSlaTargets: () => ({ data: undefined }),
  useSaveSlaTargets: idle,
  useCannedReplies: () => ({ data: { items: [] } }),
  useSaveCannedReply: idle,
  useDeleteCannedReply: idle,
  useBulkAssignComplaints: idle,
  useComplaintForOffice: () => ({ data: undefined }),
  useAssignComplaint: idle,
  useAnswerComplaint: idle,
  useComplaintNotes: () => ({ data: undefined }),
  useAddComplaintNote: idle,
}));
vi.mock('../api', () => ({
  queryString: (p: Record<string, string | undefined>) => {
    const s = new URLSearchParams(Object.entries(p).filter((e): e is [string, string] => !!e[1])).toString();
    return s ? `?${s}` : '';
  },
  useAdminCompanies: () => ({ data: { items: [] } }),
}));

afterEach(cleanup);

// The first render loads the whole page's modules: slow on a busy machine.
describe('the back office’s complaint queue', { timeout: 60_000 }, () => {
  it('sorts by a heading on the server, the order kept in the address with the filters', async () => {
    await renderAdminPage(
      <>
        <VocPage />
        <AddressProbe />
      </>,
      '/admin/voc?status=open&page=2',
      { voc: vocEn },
    );
    expect(listed).toHaveBeenLastCalledWith({
      page: 2,
      sort: undefined,
      status: 'open',
      type: '',
      floor: '',
      companyId: '',
      sla: '',
      assignee: '',
    });
    fireEvent.click(screen.getByRole('button', { name: vocEn.list.floor }));
    fireEvent.click(screen.getByRole('button', { name: vocEn.list.floor }));
    expect(screen.getByTestId('address').textContent).toBe('?status=open&sort=-floor');
    expect(listed).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, sort: '-floor', status: 'open' }));
  });
});
