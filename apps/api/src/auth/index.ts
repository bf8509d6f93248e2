export * from './account-deletion';
export * from './auth-service';
export * from './passwords';
export * from './tokens';
export * from './social/social-providers';
export * from './social/social-sign-in-service';
export * from './social/state-cookie';
