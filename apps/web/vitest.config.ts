import { defineProject } from 'vitest/config';

// Unit tests of the web app's pure helpers (no DOM needed). Kept apart from vite.config.ts so
// the build plugins are not loaded for them.
export default defineProject({
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' },
});
