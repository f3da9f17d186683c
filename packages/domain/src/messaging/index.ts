export * from './workshop-messages.ts';
