export * from './match-seats';
export * from './match-tasks';
export * from './match-views';
export * from './matches-service';
