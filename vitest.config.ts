import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Test files share their worker's module graph instead of importing it again each: about half
    // the unit phase was module loading (docs/performance.md, "Test run time"). A test that needs
    // a fresh module state asks for it (vi.resetModules) rather than relying on a new worker.
    isolate: false,
    // Every core: vitest's default keeps one back for itself, which on CI's two cores is one
    // worker; with the module graph shared the main process has little left to do.
    maxWorkers: availableParallelism(),
    // One initdb per run instead of one per in-memory test database.
    globalSetup: ['src/server/storage/pglite-template-setup.test-helper.ts'],
  },
});
