import type {
  EMPLOYEE_SORT_KEYS,
  EmployeeInput,
  EmployeeSector,
  EmployeeStatus,
  EmployeeUpdate,
} from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api';

export const EMPLOYEES_PAGE_SIZE = 20;

export type EmployeeListParams = {
  q: string;
  page: number;
  sort: (typeof EMPLOYEE_SORT_KEYS)[number];
  dir: 'asc' | 'desc';
  sector?: EmployeeSector | undefined;
  status?: EmployeeStatus | undefined;
};

const keys = {
  all: ['employees'] as const,
  list: (params: EmployeeListParams) => ['employees', 'list', params] as const,
};

export function useEmployees(params: EmployeeListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) =>
      api.get('/api/employees', { query: { ...params, pageSize: EMPLOYEES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmployeeInput) => api.post('/api/employees', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: EmployeeUpdate }) =>
      api.patch('/api/employees/{id}', { path: { id }, body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/employees/{id}', { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** The CSV of every record the list's search and filters match, in its order (all pages). */
export function employeesExportUrl({ page: _page, ...query }: EmployeeListParams): string {
  return apiUrl('/api/employees/export', { query });
}
