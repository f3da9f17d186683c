// Public entry of this module: what other areas may use.
export {
  createStaffMember,
  emailHasLogin,
  PLATFORM_COMPANY_NAME,
  staffMemberInputSchema,
} from './staff.service.ts';
