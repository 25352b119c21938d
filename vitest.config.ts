import { defineConfig } from 'vitest/config';

// One runner: pure shared code, the server over HTTP, browser journeys, real server processes
// under faults, and the log audit.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      'e2e',
      // Real server processes under faults: `npm run test:resilience` (builds the server first).
      'resilience',
      {
        // After every other project of the same command: reads the whole suite's log for secrets.
        test: {
          name: 'log-audit',
          root: './apps/server',
          include: ['test/log-audit.check.ts'],
          sequence: { groupOrder: 3 },
        },
      },
      {
        // After the server tests: every answer they saw is checked against the API document.
        test: {
          name: 'contract-check',
          root: './apps/server',
          include: ['test/contract/contract.check.ts'],
          sequence: { groupOrder: 3 },
        },
      },
    ],
    // Two workers match the machine's two cores; each server test file has its own database.
    maxWorkers: 2,
  },
});
