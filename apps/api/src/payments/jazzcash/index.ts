export * from './jazzcash-client';
export * from './jazzcash-format';
export * from './redact-jazzcash-payload';
export * from './response-codes';
export * from './secure-hash';
