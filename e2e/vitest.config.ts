import { defineProject } from 'vitest/config';

// Browser journeys: one server per vitest process (global setup), one Chromium per file, files in
// sequence. `npm run test:e2e` (scripts/run-e2e.mjs) starts two such processes, each with a share of
// the files: every journey must stand on its own data, whichever journeys ran before it.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // An upper bound, never a wait: two journeys share the machine's two cores, and a long story
    // (build, review, purchase, update) may take more than a minute on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    sequence: { groupOrder: 1 },
  },
});
