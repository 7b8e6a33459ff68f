import 'server-only';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { appSettings } from '@/lib/server/db/staff-schema';

// Settings every instance of the site shares, kept in the database beside the orders.

export const settingKeys = {
  /** The secret better-auth signs cookies and encrypts second-factor secrets with, unless AUTH_SECRET is set. */
  authSecret: 'auth_secret',
  /** The secret the cart cookie of a browser without the page's code is signed with (lib/shop/cart/server-cart.ts). */
  cartSecret: 'cart_secret',
  /** 'true' when the owner requires a second factor of every account. */
  twoFactorRequired: 'two_factor_required',
} as const;

type SettingKey = (typeof settingKeys)[keyof typeof settingKeys];

export async function readSetting(db: AppDatabase, key: SettingKey): Promise<string | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
  return row?.value ?? null;
}

/** The stored value, or `make()`'s stored now. Two instances starting at once agree: the first insert wins. */
export async function settingOrCreate(db: AppDatabase, key: SettingKey, make: () => string): Promise<string> {
  await db.insert(appSettings).values({ key, value: make() }).onConflictDoNothing();
  const value = await readSetting(db, key);
  if (value === null) throw new Error(`The setting ${key} could not be stored`);
  return value;
}

export async function writeSetting(db: AppDatabase, key: SettingKey, value: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}
