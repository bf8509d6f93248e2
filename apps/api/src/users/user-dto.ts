import type { TRole, TUser, TUserStatus } from '@padel/contract';
import type { UserRow } from '@padel/db';

/** A user as the api answers it (spec entity User): both `_id` and `id`, never the password. */
export function toUserDto(user: UserRow) {
  // The columns hold only the contract's values (written through its schemas).
  return {
    _id: user.id,
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role as TUser['role'],
    status: user.status as TUser['status'],
    isVerified: user.isEmailVerified,
    isEmailVerified: user.isEmailVerified,
    isAdmin: user.role === 'admin',
    createdAt: user.createdAt.toISOString(),
    // A single-precision column: 3.27 is read back as 3.2699999809, so it is rounded again.
    level: user.level === null ? null : Math.round(user.level * 100) / 100,
    language: user.language,
  };
}

export type UserDto = ReturnType<typeof toUserDto>;

/** A listed user as the contract's User (deleted accounts never reach here). */
export const toAdminUser = (user: UserRow): TUser => ({
  ...toUserDto(user),
  role: user.role as TRole,
  status: user.status as TUserStatus,
});
