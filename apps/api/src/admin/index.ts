export * from './admin-analytics-service';
export * from './admin-bookings-service';
export * from './dashboard-service';
