import { defineProject } from 'vitest/config';

// Browser journeys: one server for the run (global setup), one Chromium per file, files in sequence.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    sequence: { groupOrder: 1 },
  },
});
