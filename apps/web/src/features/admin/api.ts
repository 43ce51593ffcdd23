import type { SeatRoom } from '@tea/shared/dashboards/board.schema';
import type { SeatTimeline } from '@tea/shared/dashboards/seat-timeline.schema';
import { useLiveQuery } from '../../shared/live-board';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyInput } from '@tea/shared/admin/company.schema';
import type { HolidayInput } from '@tea/shared/admin/holiday.schema';
import type { ReservationCalendar } from '@tea/shared/admin/reservation-list.schema';
import type { ReservationView } from '@tea/shared/reservations/reservation.responses';
import type { AdminSeatRooms, BlackoutInput, ResourceUpdate, SeatCreate } from '@tea/shared/reservations/resource.schema';
import type { AdminNapPasses, NapPassIssue } from '@tea/shared/reservations/sleeping-room.schema';
import type {
  AdminCompany,
  AdminResources,
  AdminSummary,
  AdminUser,
  AuditEntry,
  HolidayYear,
  MonthCharges,
  OutboxEntry,
  PageViewReport,
} from '@tea/shared/admin/admin.responses';
import type { Created, Page } from '@tea/shared/answers';
import type { BulkResult } from '@tea/shared/admin/bulk.schema';
import type { VisitList } from '@tea/shared/visitors/visit.schema';
import { api } from '../../shared/api-client';

export type * from '@tea/shared/admin/admin.responses';

type Params = Record<string, string | number | undefined | null>;

/** A query string of the set values only. */
export function queryString(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A back-office list or report, `/admin/{path}` by the filters of the page's address: always asked
 * again, the last answer shown while the next one loads.
 */
function useAdminList<T>(path: string, filters: Params, enabled = true) {
  return useQuery({
    queryKey: ['admin', path, filters],
    queryFn: ({ signal }) => api<T>(`/admin/${path}${queryString(filters)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

export function useAdminSummary() {
  return useQuery({
    queryKey: ['admin', 'summary'],
    queryFn: ({ signal }) => api<AdminSummary>('/admin/summary', { signal }),
    staleTime: 0,
  });
}

/** A page of a back-office list and its order (`-name`: descending), the list's own order without one. */
export interface ListPage {
  page: number;
  size: number;
  sort?: string;
}

export interface CompanyFilters extends ListPage {
  q?: string;
  status?: string;
  kind?: string;
}

/** GET /admin/visits: every visit by day, company, status and visitor name (a day's in the order of arrival). */
export function useAdminVisits(filters: {
  page: number;
  date: string;
  companyId: string;
  status: string;
  q: string;
  sort?: string;
}) {
  return useAdminList<VisitList>('visits', { ...filters });
}

export function useAdminCompanies(filters: CompanyFilters) {
  return useAdminList<Page<AdminCompany>>('companies', { ...filters });
}

/** Mutations refresh every back-office list and figure: they are small and read often. */
export function useAdminMutation<TVars, TData = unknown>(fn: (vars: TVars) => Promise<TData>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** POST /admin/{path}: a bulk action on the chosen records (decision 0066), answered per record. */
export function useBulkAction() {
  return useAdminMutation(({ path, ids, reason }: { path: string; ids: number[]; reason?: string }) =>
    api<BulkResult>(`/admin/${path}`, { method: 'POST', body: reason === undefined ? { ids } : { ids, reason } }),
  );
}

export function useSaveCompany() {
  return useAdminMutation(({ id, input }: { id: number | null; input: CompanyInput }) =>
    id === null
      ? api('/admin/companies', { method: 'POST', body: input })
      : api(`/admin/companies/${id}`, { method: 'PUT', body: input }),
  );
}

export function useCompanyStatus() {
  return useAdminMutation(({ id, action }: { id: number; action: 'suspend' | 'reactivate' }) =>
    api(`/admin/companies/${id}/${action}`, { method: 'POST' }),
  );
}

export interface UserFilters extends ListPage {
  q?: string;
  status?: string;
  role?: string;
  companyId?: string;
}

export function useAdminUsers(filters: UserFilters) {
  return useAdminList<Page<AdminUser>>('users', { ...filters });
}

export type UserAction = 'approve' | 'suspend' | 'reactivate' | 'reset-password';

export function useUserAction() {
  return useAdminMutation(({ id, action }: { id: number; action: UserAction }) =>
    api(`/admin/users/${id}/${action}`, { method: 'POST' }),
  );
}

/** A page of a year's holidays (this Seoul year without one), by day without an order. */
export function useHolidays(filters: ListPage & { year?: string }) {
  return useAdminList<HolidayYear>('holidays', { ...filters });
}

/** The page of a year's holidays, in their own order by day, that holds `date`: the days up to it, counted. */
export async function holidayPageOf(date: string, size: number): Promise<number> {
  const upTo = await api<HolidayYear>(`/admin/holidays${queryString({ year: date.slice(0, 4), to: date, size: 1 })}`);
  return Math.max(1, Math.ceil(upTo.total / size));
}

export function useAddHoliday() {
  return useAdminMutation((input: HolidayInput) => api('/admin/holidays', { method: 'POST', body: input }));
}

export function useRemoveHoliday() {
  return useAdminMutation((date: string) => api(`/admin/holidays/${date}`, { method: 'DELETE' }));
}

export interface AuditFilters {
  page: number;
  size: number;
  action?: string;
  targetType?: string;
  from?: string;
  to?: string;
}

/** Whose audit log: the whole one (the building manager's) or the session's company's (a tenant manager's). */
export type AuditScope = 'building' | 'company';

export function useAuditLog(filters: AuditFilters, scope: AuditScope = 'building') {
  const path = scope === 'company' ? '/company/audit' : '/admin/audit';
  return useQuery({
    queryKey: [scope === 'company' ? 'company' : 'admin', 'audit', filters],
    queryFn: ({ signal }) => api<Page<AuditEntry>>(`${path}${queryString({ ...filters })}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export interface OutboxFilters {
  page: number;
  size: number;
  channel?: string;
  status?: string;
}

export function useOutbox(filters: OutboxFilters) {
  return useAdminList<Page<OutboxEntry>>('notifications', { ...filters });
}

/** Queues a dead notification for another round of delivery tries. */
export function useRetryNotification() {
  return useAdminMutation((id: number) => api(`/admin/notifications/${id}/retry`, { method: 'POST' }));
}

export function usePageViews(range: { from?: string; to?: string; path?: string }) {
  return useAdminList<PageViewReport>('page-views', range);
}

/** A reservation of any company, as the back office lists it. */
export type AdminReservation = ReservationView;

export interface ReservationFilters {
  /** YYYY-MM-DD, both days included; the server takes at most 62 days. */
  from: string;
  to: string;
  amenity?: string;
  status?: string;
  companyId?: string;
}

/** A page of the list, by day and hour without an order. */
export interface ReservationListFilters extends ReservationFilters, ListPage {}

export function useAdminReservations(filters: ReservationListFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useAdminList<Page<AdminReservation>>('reservations', { ...filters }, enabled);
}

/** The calendar's day bookings of the range, and the number of rentals for a period it leaves off. */
export function useAdminCalendar(filters: ReservationFilters) {
  return useAdminList<ReservationCalendar>('reservations/calendar', { ...filters });
}

export type ReservationAction = 'approve' | 'reject' | 'no-show' | 'cancel';

export function useReservationAction() {
  return useAdminMutation(({ id, action, reason }: { id: number; action: ReservationAction; reason?: string }) =>
    api(`/admin/reservations/${id}/${action}`, { method: 'POST', body: action === 'reject' ? { reason } : undefined }),
  );
}

export interface ChargeFilters {
  /** YYYY-MM */
  month: string;
  companyId?: string;
}

export function useCharges(filters: ChargeFilters) {
  return useAdminList<MonthCharges>('charges', { ...filters });
}

/** A page of the resources booked by time, of one kind or all, by kind and the office's order without an order. */
export function useAdminResources(filters: ListPage & { amenity?: string }) {
  return useAdminList<AdminResources>('resources', { ...filters });
}

export function useSaveResource() {
  return useAdminMutation(({ id, input }: { id: number; input: ResourceUpdate }) =>
    api(`/admin/resources/${id}`, { method: 'PUT', body: input }),
  );
}

export function useCloseDay() {
  return useAdminMutation(({ id, input }: { id: number; input: BlackoutInput }) =>
    api(`/admin/resources/${id}/blackouts`, { method: 'POST', body: input }),
  );
}

export function useOpenDay() {
  return useAdminMutation(({ id, date }: { id: number; date: string }) =>
    api(`/admin/resources/${id}/blackouts/${date}`, { method: 'DELETE' }),
  );
}

/** A room's day of seats (issue 16): its seats and every booking not cancelled, with booker and check-in. */
export function useSeatTimeline(room: SeatRoom, date: string) {
  return useAdminList<SeatTimeline>('seat-timeline', { room, date });
}

/** Asks a room's day again at each change its stream tells of. */
export const useLiveSeatTimeline = (room: SeatRoom) => useLiveQuery(room, ['admin', 'seat-timeline']);

/** Paid nap-room passes issued (issue 16). */
export function useNapPasses() {
  return useQuery({
    queryKey: ['admin', 'nap-passes'],
    queryFn: ({ signal }) => api<AdminNapPasses>('/admin/nap-passes', { signal }),
    staleTime: 0,
  });
}

/** Approved members whose name or ID matches `q` (the pass form's person search); nothing until something is typed. */
export function useMemberSearch(q: string) {
  return useAdminList<Page<AdminUser>>('users', { q, status: 'approved', role: 'member', page: 1, size: 10 }, q.trim() !== '');
}

export function useIssueNapPass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NapPassIssue) => api<Created>('/admin/nap-passes', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'nap-passes'] }),
  });
}

/** The seats of every seat amenity, room by room (the seat editor). */
export function useAdminSeats() {
  return useQuery({
    queryKey: ['admin', 'seats'],
    queryFn: ({ signal }) => api<AdminSeatRooms>('/admin/seats', { signal }),
    staleTime: 0,
  });
}

/** Saves a seat (`id`) or adds one to a room (`id` null). */
export function useSaveSeat(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SeatCreate) => {
      if (id !== null) {
        const { amenity: _room, ...seat } = input;
        return api<null>(`/admin/seats/${id}`, { method: 'PUT', body: seat });
      }
      return api<Created>('/admin/seats', { method: 'POST', body: input });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'seats'] }),
  });
}
