import type { UserRow } from '@padel/db';

/** A user's row as the database keeps it; every domain that acts for a user is given this. */
export type { UserRow };

export const STAFF_ROLES = ['staff', 'admin'] as const;

export const isStaffRole = (role: string) => (STAFF_ROLES as readonly string[]).includes(role);
