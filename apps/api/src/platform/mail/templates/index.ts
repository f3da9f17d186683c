export { renderAccountRestored } from './account-restored.ts';
export { renderEmailConfirmation } from './email-confirmation.ts';
export { renderInvitation } from './invitation.ts';
export { escapeHtml, type RenderedEmail, renderEmailLayout } from './layout.ts';
export { renderPasswordResetCode } from './password-reset-code.ts';
export { renderPasswordResetLink } from './password-reset-link.ts';
