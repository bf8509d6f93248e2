export * from './schedule-json';
export * from './schedule-rows';
export * from './schedule-store';
export * from './holidays/holidays-service';
export * from './hours/hours-service';
export * from './overrides/overrides-service';
