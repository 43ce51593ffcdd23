import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountStatus } from '@tea/shared/accounts/account.rules';
import type {
  EmployeeCreateValues,
  EmployeeDecisionsInput,
  EmployeeDetail,
  EmployeeList,
  EmployeeRoleInput,
  EmployeeUpdateValues,
} from '@tea/shared/accounts/employee.schema';
import type { Items, Updated } from '@tea/shared/answers';
import type { TenantCompany } from '@tea/shared/building/building.responses';
import { api } from '../../shared/api-client';

export interface EmployeeListParams {
  page: number;
  size: number;
  q: string;
  status: AccountStatus | '';
}

const KEY = ['employees'] as const;

function listPath({ page, size, q, status }: EmployeeListParams): string {
  const search = new URLSearchParams({ page: String(page), size: String(size) });
  if (q.trim()) search.set('q', q.trim());
  if (status) search.set('status', status);
  return `/employees?${search.toString()}`;
}

/** The company's staff, one page; the previous page stays on screen while the next loads. */
export function useEmployees(params: EmployeeListParams) {
  return useQuery({
    queryKey: [...KEY, 'list', params],
    queryFn: ({ signal }) => api<EmployeeList>(listPath(params), { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useEmployee(id: number) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => api<EmployeeDetail>(`/employees/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

export type CompanyFloors = TenantCompany;

export function useCompanies() {
  return useQuery({
    queryKey: ['companies'],
    queryFn: ({ signal }) => api<Items<CompanyFloors>>('/companies', { signal }),
    select: (data) => data.items.filter((c) => c.kind === 'office'),
    staleTime: 10 * 60_000,
  });
}

/** After any change the lists and details are fetched again. */
function useEmployeeMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDecide() {
  return useEmployeeMutation(({ ids, decision }: EmployeeDecisionsInput) =>
    ids.length === 1
      ? api<Updated>(`/employees/${ids[0]}/${decision}`, { method: 'POST' })
      : api<Updated>('/employees/decisions', { method: 'POST', body: { ids, decision } }),
  );
}

export function useCreateEmployee() {
  return useEmployeeMutation(({ values, companyId }: { values: EmployeeCreateValues; companyId?: number }) =>
    api<EmployeeDetail>(companyId ? `/employees?companyId=${companyId}` : '/employees', { method: 'POST', body: values }),
  );
}

export function useUpdateEmployee(id: number) {
  return useEmployeeMutation((values: EmployeeUpdateValues) =>
    api<EmployeeDetail>(`/employees/${id}`, { method: 'PUT', body: values }),
  );
}

/** Only the lists are refreshed: the deleted person's detail would answer 404 (the page leaves it). */
export function useDeleteEmployee(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/employees/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'list'] }),
  });
}

export function useChangeRole(id: number) {
  return useEmployeeMutation((role: EmployeeRoleInput['role']) =>
    api<EmployeeDetail>(`/employees/${id}/role`, { method: 'PUT', body: { role } }),
  );
}

/**
 * Whether the server lets this person manage employees: pages without a list of their own ask once,
 * so a member meets the access-denied screen (403 ACCESS_DENIED) and an anonymous visitor the login.
 */
export function useManagerAccess() {
  return useQuery({
    queryKey: [...KEY, 'access'],
    queryFn: ({ signal }) => api<EmployeeList>('/employees?size=1', { signal }).then(() => true),
    staleTime: 60_000,
  });
}
