export * from './series-dates';
export * from './series-service';
export * from './series-views';
