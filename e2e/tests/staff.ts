/** The platform staff login the e2e server is started with (created by the create-super-admin command). */
export const STAFF = {
  email: 'equipe.e2e@alinhavo.app',
  name: 'Equipe E2E',
  password: 'Bastidor#2026',
} as const;
