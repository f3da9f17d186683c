// Public entry of this feature: what other areas may use.
export { CutRecordCard } from './cut-record-card';
