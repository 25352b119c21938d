import { defineProject } from 'vitest/config';

// Real server processes (the built dist) on free ports: files one at a time, after every other
// project when several run together, so the servers have the machine's two cores to themselves.
export default defineProject({
  test: {
    name: 'resilience',
    include: ['**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    sequence: { groupOrder: 2 },
  },
});
