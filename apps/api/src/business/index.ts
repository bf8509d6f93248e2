export * from './business-defaults';
export * from './business-service';
