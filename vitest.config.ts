import { defineConfig } from 'vitest/config';

// One runner, three projects: pure shared code, the server over HTTP, and browser journeys.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'e2e'],
    // Two workers match the machine's two cores; each server test file has its own database.
    maxWorkers: 2,
  },
});
