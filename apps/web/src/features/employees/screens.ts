import { IdCard } from 'lucide-react';
import type { Screen } from '@/app/screens';

/** This area's screens; the registry in app/screens.ts lists them. */
export const employeesScreens: Screen[] = [
  {
    path: '/app/funcionarios',
    title: 'Funcionários',
    // part1 §2.14 lists /app/funcionarios under Finance (payroll is an expense).
    group: 'Financeiro',
    feature: 'employees',
    icon: IdCard,
    nav: true,
    load: () => import('./employees-page').then((m) => ({ Component: m.EmployeesPage })),
  },
];
