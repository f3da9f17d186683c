// Public entry of this module: what other areas may use (the PDV sale records its money through these).

export {
  currentOpenSession,
  notEnoughCashMessage,
  type OpenSession,
  recordSessionEntries,
  type SessionEntry,
} from './entries.service.ts';
export { createRegister, DEFAULT_REGISTER_NAME, listRegisters } from './registers.service.ts';
export { getSessionReport } from './report.service.ts';
export { closeSession, moveCash, openSession } from './sessions.service.ts';
export { type ExpectedByMethod, expectedByMethod, signedAmount } from './totals.ts';
