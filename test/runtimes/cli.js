// Host of the smoke suite for Node, Bun and Deno: `<runtime> cli.js <apiUrl>` prints the results as JSON.
import { runSmoke } from './smoke.js';

const apiUrl = globalThis.Deno ? globalThis.Deno.args[0] : globalThis.process.argv[2];
console.log(JSON.stringify(await runSmoke(apiUrl)));
