import { measureHydrationTasks } from './lib/interaction.mjs';
const base = process.argv[2];
const app = await (await fetch(`${base}/api/project/editor-de-fotos-pro`)).json();
for (const h of await measureHydrationTasks(base, ['/', '/store', '/app/editor-de-fotos-pro', `/developer/${app.developerId}/apps`, '/about'], 5))
  console.log(h.route.slice(0, 30).padEnd(32), 'longest', Math.round(h.longestMs), 'count', h.count, 'sum', Math.round(h.totalMs), 'runs', h.longestOfRuns.map(Math.round).join(','));
