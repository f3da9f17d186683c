export * from './auth/common-passwords.ts';
export * from './auth/password-strength.ts';
export * from './br/index.ts';
export * from './contracts/index.ts';
export * from './errors/index.ts';
export * from './format/index.ts';
export * from './permissions/index.ts';
