import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createSandbox, type SavedState } from '../sandbox/index.ts';
import { wholeNumber } from './flags.ts';

const SAVE_EVERY_MS = 2_000;

/**
 * `pike13 sandbox [--port 4013] [--seed N] [--clients N] [--data file.json] [--no-rate-limit]
 * [--allow-http-webhooks] [--cors-origin https://app.example …]`: serves until Ctrl-C.
 * `--allow-http-webhooks` lets subscriptions target a loopback http receiver such as `pike13 webhooks
 * serve`; `--cors-origin` (repeatable) lets pages of that origin call it, besides loopback pages.
 */
export async function runSandbox(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string', default: '4013' },
      seed: { type: 'string' },
      data: { type: 'string' },
      clients: { type: 'string' },
      'rate-limit': { type: 'boolean', default: true },
      'allow-http-webhooks': { type: 'boolean', default: false },
      'cors-origin': { type: 'string', multiple: true, default: [] },
    },
    allowNegative: true,
    strict: true,
  });
  const port = wholeNumber(values.port, '--port');
  const seed = values.seed === undefined ? undefined : wholeNumber(values.seed, '--seed');
  const clients = values.clients === undefined ? undefined : wholeNumber(values.clients, '--clients');
  const data = values.data && existsSync(values.data) ? readSaved(values.data) : undefined;
  const rateLimit = values['rate-limit'] ? undefined : false;
  const webhookDelivery = { allowHttpTargets: values['allow-http-webhooks'] };
  const corsOrigins = values['cors-origin'];
  const sandbox = await createSandbox({ port, seed, clients, data, rateLimit, webhookDelivery, corsOrigins });
  const save = values.data ? saver(values.data, () => sandbox.save()) : undefined;
  const timer = save ? setInterval(save, SAVE_EVERY_MS) : undefined;
  console.log(banner(sandbox, values.data));
  const stop = async () => {
    if (timer) clearInterval(timer);
    save?.();
    await sandbox.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function readSaved(path: string): SavedState {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as SavedState;
  } catch (error) {
    throw new Error(`--data ${path} is not a saved sandbox: ${(error as Error).message}`);
  }
}

/** Writes the state when it changed since the last write (write to a temporary file, then rename). */
function saver(path: string, snapshot: () => SavedState): () => void {
  let last = '';
  return () => {
    const text = JSON.stringify(snapshot());
    if (text === last) return;
    writeFileSync(`${path}.tmp`, text);
    renameSync(`${path}.tmp`, path);
    last = text;
  };
}

function banner(sandbox: Awaited<ReturnType<typeof createSandbox>>, data: string | undefined): string {
  return [
    `Pike13 sandbox listening on ${sandbox.url}`,
    '',
    `  client id      ${sandbox.clientId}`,
    `  client secret  ${sandbox.clientSecret}`,
    `  staff token    ${sandbox.tokens.staff}`,
    `  owner token    ${sandbox.tokens.owner}`,
    `  client token   ${sandbox.tokens.client}`,
    `  account token  ${sandbox.tokens.account}`,
    '',
    data ? `State is saved to ${data}.` : 'State lives in memory only (use --data file.json to keep it).',
    `Try: curl -H "Authorization: Bearer ${sandbox.tokens.staff}" ${sandbox.url}/api/v2/desk/people`,
    'Ctrl-C stops.',
  ].join('\n');
}
