import type { UserRecord, UserStatus } from "#core/identity/auth/ports.ts";

type UserRow = {
  id: string;
  email: string;
  passwordHash?: string | null;
  firstName: string;
  lastName: string;
  phone?: string | null;
  photo?: string | null;
  status: string;
  failedLoginCount: number;
};

/** A user as sign-in and the profile see it, from the User entity or an SQL row renamed to its fields. */
export const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.passwordHash ?? null,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone ?? null,
  photo: row.photo ?? null,
  status: row.status as UserStatus,
  failedLoginCount: row.failedLoginCount,
});
