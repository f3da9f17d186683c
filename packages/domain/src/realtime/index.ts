export * from './backoff.ts';
export * from './protocol.ts';
export * from './topics.ts';
