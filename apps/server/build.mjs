// Bundles the server (and its CLI) for Node: workspace code is inlined, npm packages stay external.
import { build } from 'esbuild';

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
    'seed-scale': 'src/cli/seed-scale.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'move-to-postgres': 'src/cli/move-to-postgres.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@vitrina/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
