export * from './outbox-admin-service';
