import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // One initdb per run instead of one per in-memory test database.
    globalSetup: ['src/server/storage/pglite-template-setup.test-helper.ts'],
  },
});
