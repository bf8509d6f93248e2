export type { AppRouter } from './root-router';
