import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The schema index, so a table counts once its module registers it there.
  schema: './src/db/schema.ts',
  out: './drizzle',
});
