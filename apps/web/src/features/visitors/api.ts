import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VisitStatus } from '@tea/shared/visitors/visit.rules';
import type {
  ExternalVisitRequest,
  GroupVisitRequest,
  MemberVisitRequest,
  PassScan,
  VisitCompany,
  VisitCreated,
  VisitList,
  VisitorPass,
  VisitRegistration,
  VisitSettings,
  VisitSheet,
  VisitsChanged,
  VisitView,
} from '@tea/shared/visitors/visit.schema';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';
import { visitorHeaders } from '../../shared/visitor-session';

export type { VisitCompany, VisitCreated, VisitList, VisitorPass, VisitRegistration, VisitSheet, VisitView };

/** The lists a person may ask for: their own registrations, the company's, the company's waiting approval. */
export const VISIT_VIEWS = ['mine', 'company', 'waiting'] as const;
export type VisitListView = (typeof VISIT_VIEWS)[number];

const KEY = ['visits'] as const;

/** The tenants a visitor can choose (names in the page's language), with their tower and floors. */
export function useVisitCompanies(enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, 'companies', i18n.language],
    queryFn: ({ signal }) => api<VisitCompany[]>('/visits/companies', { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** One page of visits: the person's own, the company's, or the company's waiting approval (tenant company names are translated). */
export function useVisits({ view, status, page }: { view: VisitListView; status: VisitStatus | ''; page: number }) {
  const { i18n } = useTranslation();
  const search = new URLSearchParams({ view, page: String(page) });
  if (status) search.set('status', status);
  return useQuery({
    queryKey: [...KEY, 'list', view, status, page, i18n.language],
    queryFn: ({ signal }) => api<VisitList>(`/visits?${search.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A registration with its visitors, for its edit page. */
export function useRegistration(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'registration', id],
    queryFn: ({ signal }) => api<VisitRegistration>(`/visits/registrations/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}

/** Every change refreshes the lists and the registrations. */
function useChanging<V, R>(fn: (values: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

/** A member registers visitors (id null) or changes a registration. */
export function useSaveVisit(id: number | null) {
  return useChanging((body: MemberVisitRequest) =>
    id === null
      ? api<VisitCreated>('/visits', { method: 'POST', body })
      : api<VisitCreated>(`/visits/registrations/${id}`, { method: 'PUT', body }),
  );
}

/** A member registers a group of up to 20 visitors (typed, or read from a sheet and checked). */
export function useRegisterGroup() {
  return useChanging((body: GroupVisitRequest) => api<VisitCreated>('/visits/group', { method: 'POST', body }));
}

/** Reads an uploaded group sheet (the upload module's id): its rows and every problem by row and column; nothing is saved. */
export function useReadGroupSheet() {
  return useMutation({
    mutationFn: (uploadId: string) => api<VisitSheet>('/visits/group/sheet', { method: 'POST', body: { uploadId } }),
  });
}

/** The path of the group sheet's sample in a language (a download: `shared/download.ts`). */
export const groupTemplatePath = (lang: 'ko' | 'en') => `/visits/group-template?lang=${lang}`;

/** An anonymous visitor applies to visit a tenant. */
export function useApplyExternal() {
  return useMutation({
    mutationFn: (body: ExternalVisitRequest) => api<VisitCreated>('/visits/external', { method: 'POST', body }),
  });
}

export function useCancelVisits() {
  return useChanging((ids: number[]) => api<VisitsChanged>('/visits/cancel', { method: 'POST', body: { ids } }));
}

/** A tenant manager (or the building office) approves or rejects waiting visits, many at once. */
export function useDecideVisits() {
  return useChanging(({ ids, reason }: { ids: number[]; reason?: string }) =>
    reason === undefined
      ? api<VisitsChanged>('/visits/approve', { method: 'POST', body: { ids } })
      : api<VisitsChanged>('/visits/reject', { method: 'POST', body: { ids, reason } }),
  );
}

/** The visitor's pass (public: the code is the key); its state follows the clock. */
export function useVisitorPass(code: string) {
  return useQuery({
    queryKey: [...KEY, 'pass', code],
    queryFn: ({ signal }) => api<VisitorPass>(`/visits/pass/${encodeURIComponent(code)}`, { signal }),
    refetchInterval: 60_000,
    retry: false,
  });
}

/** What a scanned pass says to anyone: its state only. */
export function usePassScan(code: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'scan', code],
    queryFn: ({ signal }) => api<PassScan>(`/visits/scan/${encodeURIComponent(code)}`, { signal }),
    enabled,
    retry: false,
  });
}

/** The company's visit approval setting (tenant managers). */
export function useVisitSettings() {
  return useQuery({
    queryKey: [...KEY, 'settings'],
    queryFn: ({ signal }) => api<VisitSettings>('/company/visit-settings', { signal }),
  });
}

export function useSaveVisitSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VisitSettings) => api<VisitSettings>('/company/visit-settings', { method: 'PUT', body }),
    onSuccess: (settings) => client.setQueryData([...KEY, 'settings'], settings),
  });
}

const VISITOR_KEY = [...KEY, 'visitor'] as const;

/** The visits of the registration a visitor's token opens (404: the link is unknown, expired or logged out). */
export function useVisitorVisits(token: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...VISITOR_KEY, token, i18n.language],
    queryFn: ({ signal }) => api<VisitView[]>('/visits/visitor', { signal, headers: visitorHeaders(token!) }),
    enabled: token !== null,
    staleTime: 0,
    retry: false,
  });
}

/** The visitor's own application, for its edit page. */
export function useVisitorRegistration(token: string | null, id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...VISITOR_KEY, token, 'registration', id, i18n.language],
    queryFn: ({ signal }) =>
      api<VisitRegistration>(`/visits/visitor/registrations/${id}`, { signal, headers: visitorHeaders(token!) }),
    enabled: token !== null && id !== null,
    staleTime: 0,
    retry: false,
  });
}

/** The visitor changes their application, or cancels a visit of it. */
export function useVisitorChanges(token: string | null) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: VISITOR_KEY });
  const headers = token ? visitorHeaders(token) : {};
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number; body: MemberVisitRequest }) =>
        api<VisitCreated>(`/visits/visitor/registrations/${id}`, { method: 'PUT', body, headers }),
      onSuccess,
    }),
    cancel: useMutation({
      mutationFn: (ids: number[]) => api<VisitsChanged>('/visits/visitor/cancel', { method: 'POST', body: { ids }, headers }),
      onSuccess,
    }),
  };
}
