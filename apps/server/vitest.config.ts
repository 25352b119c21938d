import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files of a worker share one module graph instead of importing the whole server again
    // for each (on a 2-core machine: 4.5 minutes instead of 7.5). Each file builds its own app on
    // its own database, and no file mocks a module (a module mock would reach the files after it).
    isolate: false,
  },
});
