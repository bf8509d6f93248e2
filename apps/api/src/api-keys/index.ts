export * from './api-keys-service';
