// Public entry of this module: what other areas may use.
export { identityHooks, isAccountDeactivated } from './identity.ts';
export { createCompanyWithOwner, EMAIL_TAKEN_MESSAGE } from './sign-up.service.ts';
export { companySignUpExtension } from './sign-up-plugin.ts';
