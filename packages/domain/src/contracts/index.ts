export * from './admin.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './password-reset.ts';
export * from './plans.ts';
export * from './subscription.ts';
export * from './suppliers.ts';
export * from './users.ts';
