import type { createSandbox, SandboxOptions } from '../sandbox/index.ts';
import { type CommandLine, type HelpedOption, parseCommandLine } from './command-line.ts';
import { wholeNumber } from './flags.ts';
import { cliIo } from './io.ts';
import { UsageError } from './usage-error.ts';

/** `pike13 sandbox`'s grammar and help (its flags complete too). */
export const SANDBOX = {
  usage: 'sandbox [options]',
  about: [
    'Starts a local, stateful, in-memory Pike13 on 127.0.0.1 with a seeded demo studio, and prints its URL,',
    "the app's client id and secret, tokens of each role, and how to point the CLI and the SDK at it. Ctrl-C stops it.",
    'Subcommands control a running sandbox (PIKE13_BASE_URL, PIKE13_TOKEN): logs, faults, trigger, clock, snapshot, reset; each answers --help.',
  ].join(' '),
  options: {
    port: { type: 'string', default: '4013', help: 'the port to listen on (0: any free one)' },
    seed: { type: 'string', value: 'n', help: 'the seed of the demo data (same seed, same studio)' },
    clients: { type: 'string', value: 'n', help: 'how many clients the studio has (default 200)' },
    data: {
      type: 'string',
      value: 'file.json',
      help: 'keep the state in this file across restarts (each answered change is on disk first)',
    },
    'rate-limit': { type: 'boolean', default: true, help: 'answer 429 past the limits of the service' },
    'allow-http-webhooks': {
      type: 'boolean',
      default: false,
      help: 'let subscriptions target a loopback http receiver (pike13 webhooks serve)',
    },
    'cors-origin': {
      type: 'string',
      value: 'origin',
      multiple: true,
      default: [],
      help: 'also let pages of this origin call it (repeatable); loopback pages always may',
    },
    'redirect-uri': {
      type: 'string',
      value: 'url',
      multiple: true,
      default: [],
      help: 'also register this OAuth callback for the app (repeatable); loopback ones match any port',
    },
  },
  allowNegative: true,
} as const satisfies CommandLine<Record<string, HelpedOption>>;

/**
 * `pike13 sandbox [--port 4013] [--seed N] [--clients N] [--data file.json] [--no-rate-limit]
 * [--allow-http-webhooks] [--cors-origin https://app.example …] [--redirect-uri URL …]`: serves until Ctrl-C.
 * `--allow-http-webhooks` lets subscriptions target a loopback http receiver such as `pike13 webhooks
 * serve`; `--cors-origin` (repeatable) lets pages of that origin call it, besides loopback pages.
 */
export async function runSandbox(args: string[]): Promise<void> {
  // A subcommand controls a running sandbox; its module loads only then.
  if (args[0] !== undefined && !args[0].startsWith('-')) {
    return (await import('./sandbox-control.ts')).runSandboxControl(args);
  }
  const values = parseCommandLine(args, SANDBOX);
  if (!values) return;
  const port = wholeNumber(values.port, '--port');
  const seed = values.seed === undefined ? undefined : wholeNumber(values.seed, '--seed');
  const clients = values.clients === undefined ? undefined : wholeNumber(values.clients, '--clients');
  // The sandbox loads once the command line is read: its help and a bad flag need none of it.
  const [{ createSandbox }, { DataFile }] = await Promise.all([
    import('../sandbox/index.ts'),
    import('../sandbox/data-file.ts'),
  ]);
  const stored = values.data
    ? DataFile.read(values.data, (message) => cliIo().stderr.write(`${message}\n`))
    : undefined;
  const data = stored?.saved;
  const rateLimit = values['rate-limit'] ? undefined : false;
  const webhookDelivery = { allowHttpTargets: values['allow-http-webhooks'] };
  const corsOrigins = values['cors-origin'];
  const redirectUris = values['redirect-uri'].map(redirectUri);
  const commit = stored ? () => stored.file.commit() : undefined;
  const options: SandboxOptions = {
    port,
    seed,
    clients,
    data,
    rateLimit,
    webhookDelivery,
    corsOrigins,
    redirectUris,
    commit,
  };
  const sandbox = await createSandbox(options);
  await stored?.file.start(() => sandbox.save());
  const stop = async () => {
    await sandbox.close();
    await stored?.file.close();
    process.exit(0);
  };
  // Before the banner: a supervisor that signals as soon as it reads the banner must not kill the process.
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  cliIo().stdout.write(`${banner(sandbox, values.data)}\n`);
}

/** A callback address to register: absolute http(s), as the service's app settings take. */
function redirectUri(text: string): string {
  const url = URL.parse(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new UsageError(`--redirect-uri must be an absolute http(s) URL, got ${JSON.stringify(text)}`);
  }
  return url.href;
}

/**
 * How to run this CLI where it runs now: `npx pike13` where the package is installed; from the sources of a
 * clone, the clone's npm script, which runs the sources too (npx there runs the dist/ built at install).
 */
function cliCommand(): string {
  return import.meta.url.endsWith('.ts') ? 'npm run -s pike13 --' : 'npx pike13';
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
    `Inspector (requests, webhooks, clock, records): ${sandbox.inspectorUrl}`,
    '',
    data
      ? `State is saved to ${data} (each change before it is answered).`
      : 'State lives in memory only (use --data file.json to keep it).',
    '',
    'Point the pike13 CLI at it (in another terminal), then try a first command:',
    `  export PIKE13_BASE_URL=${sandbox.url} PIKE13_TOKEN=${sandbox.tokens.staff}`,
    `  ${cliCommand()} desk people list --table`,
    'and the SDK:',
    `  new Pike13({ baseUrl: '${sandbox.url}', accessToken: '${sandbox.tokens.staff}' })`,
    `or plain HTTP: curl -H "Authorization: Bearer ${sandbox.tokens.staff}" ${sandbox.url}/api/v2/desk/people`,
    '',
    'Ctrl-C stops.',
  ].join('\n');
}
