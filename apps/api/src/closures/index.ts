export * from './closures-service';
