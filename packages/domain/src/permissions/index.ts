export * from './access-profiles.ts';
export * from './check.ts';
export * from './features.ts';
export * from './plan-features.ts';
export * from './roles.ts';
export * from './user-management.ts';
