export * from './calendar-service';
