// Public entry of this module: what other areas may use.
export { listSuppliers } from './service.ts';
