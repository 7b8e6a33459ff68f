// drizzle-kit reads this to generate migrations from lib/db/schema.ts: `npx drizzle-kit generate`.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./lib/db/schema.ts', './lib/db/money-schema.ts', './lib/db/staff-schema.ts'],
  out: './drizzle',
});
