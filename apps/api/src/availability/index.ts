export * from './availability-service';
