import { AUTH_DIALOG_HEADINGS } from '@padel/contract';
import type { AuthModalMode } from './auth-events';

export type AuthStep = 'first' | 'second';

/** The auth modal's title and subtitle, by mode and step (its frame shows them while it loads). */
export const AUTH_HEADINGS: Record<
  AuthModalMode,
  Record<AuthStep, { title: string; subtitle: string }>
> = AUTH_DIALOG_HEADINGS;
