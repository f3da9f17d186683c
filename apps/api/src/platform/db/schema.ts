/** Every table, for drizzle-kit and the typed query builder. Each business area keeps its own schema file. */

export * from '../../modules/billing/schema.ts';
export * from '../../modules/companies/schema.ts';
export * from '../../modules/plans/schema.ts';
export * from '../../modules/seo/schema.ts';
export * from '../../modules/subscriptions/schema.ts';
export * from '../../modules/suppliers/schema.ts';
export * from '../auth/schema.ts';
export * from '../mail/schema.ts';
