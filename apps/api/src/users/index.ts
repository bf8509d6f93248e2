export * from './temporary-users-service';
export * from './user-dto';
export * from './user-management-service';
export * from './user-roles';
export * from './user-rows';
export * from './staff-customer-search';
export * from './customer-by-email';
export * from './walk-in-users';
