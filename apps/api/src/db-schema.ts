/** Every table, for drizzle-kit. Each business area keeps its own schema file; this list lives at the app's root. */

export * from './modules/batches/schema.ts';
export * from './modules/billing/schema.ts';
export * from './modules/companies/schema.ts';
export * from './modules/cutting/schema.ts';
export * from './modules/employees/schema.ts';
export * from './modules/materials/schema.ts';
export * from './modules/onboarding-checklist/schema.ts';
export * from './modules/outworkers/schema.ts';
export * from './modules/packaging/schema.ts';
export * from './modules/plans/schema.ts';
export * from './modules/processes/schema.ts';
export * from './modules/product-costs/schema.ts';
export * from './modules/production-orders/schema.ts';
export * from './modules/products/schema.ts';
export * from './modules/push/schema.ts';
export * from './modules/quality-control/schema.ts';
export * from './modules/seo/schema.ts';
export * from './modules/sequences/schema.ts';
export * from './modules/stock/schema.ts';
export * from './modules/subscriptions/schema.ts';
export * from './modules/suppliers/schema.ts';
export * from './modules/workshop-messages/schema.ts';
export * from './modules/workshop-payments/schema.ts';
export * from './modules/workshops/schema.ts';
export * from './platform/auth/schema.ts';
export * from './platform/mail/schema.ts';
