// Host of the smoke suite for Node, Bun and Deno: `<runtime> cli.js <apiUrl>` prints the results as JSON.
// (No top-level await: the runner also compiles this file to CommonJS to test the package's `require` build.)
import { runSmoke } from './smoke.js';

const apiUrl = globalThis.Deno ? globalThis.Deno.args[0] : globalThis.process.argv[2];
runSmoke(apiUrl).then((results) => console.log(JSON.stringify(results)));
