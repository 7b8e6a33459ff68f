// drizzle-kit reads this to generate migrations from lib/server/db/schema.ts: `npx drizzle-kit generate`.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './lib/server/db/schema.ts',
    './lib/server/db/money-schema.ts',
    './lib/server/db/staff-schema.ts',
    './lib/server/db/catalogue-schema.ts',
    './lib/server/db/photo-schema.ts',
    './lib/server/db/stock-schema.ts',
    './lib/server/db/booking-schema.ts',
    './lib/server/db/inbox-schema.ts',
    './lib/server/db/csp-report-schema.ts',
    './lib/server/db/script-alarm-schema.ts',
  ],
  out: './drizzle',
});
