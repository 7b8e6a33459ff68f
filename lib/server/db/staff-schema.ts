// The staff console's tables: the accounts and sessions that better-auth keeps (its user, session, account,
// verification and twoFactor models, under our own table names), the activity log and the site's settings.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { staffRoles, type StaffRole } from './stored-values';
import { moment } from './columns';

export const staffUsers = pgTable(
  'staff_users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').$type<StaffRole>().notNull().default('staff'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'staff_users_role_check',
      sql`${table.role} in (${sql.raw(staffRoles.map((role) => `'${role}'`).join(', '))})`,
    ),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: moment('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [index('staff_sessions_user_id_idx').on(table.userId)],
);

/** The password lives here (better-auth's 'credential' account), as better-auth's scrypt hash only. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: moment('access_token_expires_at'),
    refreshTokenExpiresAt: moment('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [index('staff_accounts_user_id_idx').on(table.userId)],
);

/** One-time values: the links that set a password, and a sign-in's pending second factor. */
export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [index('staff_verifications_identifier_idx').on(table.identifier)],
);

/** An authenticator app's secret and the recovery codes, both encrypted with the sign-in secret. */
export const staffTwoFactors = pgTable(
  'staff_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: moment('locked_until'),
  },
  (table) => [
    index('staff_two_factors_user_id_idx').on(table.userId),
    index('staff_two_factors_secret_idx').on(table.secret),
  ],
);

/**
 * Who did what in the console, and from where. Append-only: the site never updates or deletes a row, and a trigger
 * (drizzle/0001) refuses both, so not even a bug can rewrite the history. Actors are kept as text so the log
 * outlives a removed account.
 */
export const staffActivity = pgTable(
  'staff_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: moment('at').notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    reference: text('reference'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    address: text('address'),
  },
  (table) => [index('staff_activity_at_idx').on(table.at), index('staff_activity_reference_idx').on(table.reference)],
);

/** Settings every instance shares: the sign-in secret made at first start, whether a second factor is required. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
