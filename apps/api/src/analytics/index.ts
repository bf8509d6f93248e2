export * from './activity-service';
export * from './timeslots-service';
