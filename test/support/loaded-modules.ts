// Loaded with `node --import` into a process a test starts: at exit, writes the URL of every module the
// process loaded (builtins, ESM and CommonJS alike, one a line) to the file LOADED_MODULES_FILE names.
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const loaded: string[] = [];
registerHooks({
  load(url, context, nextLoad) {
    loaded.push(url);
    return nextLoad(url, context);
  },
});
process.on('exit', () => writeFileSync(process.env.LOADED_MODULES_FILE as string, loaded.join('\n')));
