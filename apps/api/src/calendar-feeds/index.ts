export * from './calendar-feeds-service';
