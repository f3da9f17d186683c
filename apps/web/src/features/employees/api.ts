import type {
  EMPLOYEE_SORT_KEYS,
  Employee,
  EmployeeInput,
  EmployeeSector,
  EmployeeStatus,
  EmployeeUpdate,
  Page,
} from '@alinhavo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { toQueryString } from '@/lib/use-list-params';

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
      api<Page<Employee>>(`/api/employees${toQueryString({ ...params, pageSize: EMPLOYEES_PAGE_SIZE })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmployeeInput) => api<Employee>('/api/employees', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: EmployeeUpdate }) =>
      api<Employee>(`/api/employees/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/employees/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
