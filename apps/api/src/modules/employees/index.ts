// Public entry of this module: what other areas may use.
export { createEmployee, listEmployees } from './service.ts';
