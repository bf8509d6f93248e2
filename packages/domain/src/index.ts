export * from './time-of-day';
export * from './karachi-time';
export * from './resolve-override';
export * from './open-ranges';
export * from './pricing';
export * from './slots';
export * from './booking-rules';
export * from './phone';
