import { companySignUpExtension, isAccountDeactivated } from './modules/companies/index.ts';
import { invitationExtension } from './modules/users/index.ts';
import { workshopInvitationExtension } from './modules/workshops/index.ts';
import { type AuthOptions, createAuth } from './platform/auth/auth.ts';

/** The app's authentication: the platform's better-auth setup with what the modules add (ADR 013). */
export function createAppAuth(options: Omit<AuthOptions, 'extensions'>) {
  const { db, mailer } = options;
  const signUp = companySignUpExtension(db, mailer);
  const invitation = invitationExtension(db);
  const workshopInvitation = workshopInvitationExtension(db);
  return createAuth({
    ...options,
    extensions: {
      accountDeactivated: (userId) => isAccountDeactivated(db, userId),
      plugins: [signUp.plugin, invitation.plugin, workshopInvitation.plugin],
      rateRules: { ...signUp.rateRules, ...invitation.rateRules, ...workshopInvitation.rateRules },
    },
  });
}
