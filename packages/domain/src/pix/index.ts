export * from './crc16.ts';
export * from './decode.ts';
export * from './key.ts';
export * from './payload.ts';
export * from './text.ts';
