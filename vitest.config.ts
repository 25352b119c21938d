import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files run in vitest's usual order (failed first, then the longest), unless TEST_FILE_ORDER lists
 * them (paths from the repository root, comma-separated): then in that order, so a run of the
 * browser journeys can be repeated file for file (`scripts/run-e2e.mjs` sets it for each worker).
 */
class ListedOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const listed = process.env.TEST_FILE_ORDER?.split(',').filter(Boolean) ?? [];
    if (listed.length === 0) return sorted;
    const rank = (spec: TestSpecification) => {
      const at = listed.indexOf(relative(import.meta.dirname, spec.moduleId).replaceAll('\\', '/'));
      return at === -1 ? listed.length : at;
    };
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    return sorted.sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: ListedOrderSequencer },
  },
});
