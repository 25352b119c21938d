import { measureInteractions } from './lib/interaction.mjs';
console.log(JSON.stringify((await measureInteractions(process.argv[2])).map(i => [i.key, Math.round(i.medianMs), i.taps.map(Math.round)])));
