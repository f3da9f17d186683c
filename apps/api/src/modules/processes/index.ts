// Public entry of this module: what other areas may use.
export { seedDefaultProcesses } from './default-processes.ts';
export { listProcesses, updateProcess } from './service.ts';
