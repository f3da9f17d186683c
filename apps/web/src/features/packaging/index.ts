// Public entry of this feature: what other areas may use.
export { downloadFile } from './download-file';
