import { type ChildProcess, spawn } from 'node:child_process';
import { describe, expect, it, onTestFinished } from 'vitest';
import { UsageError } from '../../src/cli/usage-error.ts';
import { runWebhooks } from '../../src/cli/webhooks.ts';
import { sandboxFor, sdk } from '../sandbox/support.ts';
import { CLI, cliEnv, runCli } from '../support/cli.ts';
import { streamPost, tricklePost } from '../webhooks/upload.ts';

const SLOW = { timeout: 30_000 };

/** Starts `pike13 webhooks serve` and waits for its banner; its stdout lines are collected. */
function serve(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string; lines: string[] }> {
  const child = spawn(process.execPath, [CLI, 'webhooks', 'serve', '--port', '0', ...args], {
    env: cliEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onTestFinished(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const lines: string[] = [];
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
    const parts = out.split('\n');
    out = parts.pop() ?? '';
    lines.push(...parts);
  });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr?.on('data', (chunk) => {
      err += chunk;
      const url = /Receiving webhooks at (http:\/\/\S+\/)/.exec(err)?.[1];
      if (url) resolve({ child, url, lines });
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
  });
}

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('pike13 webhooks', () => {
  it('serve prints each delivery of the sandbox as one JSON line; 401 without the secret', SLOW, async () => {
    const sandbox = await sandboxFor({ webhookDelivery: { allowHttpTargets: true } });
    const { url, lines } = await serve(['--secret', 'shh-0123456789abcdef']);
    const owner = sdk(sandbox, 'owner');
    await owner.request('POST', '/api/v3/webhooks', {
      body: {
        data: {
          type: 'webhooks',
          attributes: { topic: 'person.created', target: `${url}?webhook_secret=shh-0123456789abcdef` },
        },
      },
    });
    const person = await sdk(sandbox).desk.people.create({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
    });
    await until(() => lines.length > 0);
    const notification = JSON.parse(lines[0] as string);
    expect(notification).toMatchObject({ topic: 'person.created' });
    expect(lines[0]).not.toContain('shh-0123456789abcdef');
    expect(JSON.stringify(notification)).toContain(`"id":${person.id}`);
    const refused = await fetch(url, {
      method: 'POST',
      body: JSON.stringify(notification),
      headers: { 'content-type': 'application/json' },
    });
    expect(refused.status).toBe(401);
  });

  it('serve takes its secret from PIKE13_WEBHOOK_SECRET too, off the process list', SLOW, async () => {
    const { url, lines } = await serve([], { PIKE13_WEBHOOK_SECRET: 'shh-0123456789abcdef' });
    // A topic this SDK does not know: printed as it came.
    const notification = {
      topic: 'studio.renamed',
      webhook_id: 1,
      business_id: 1,
      data: { studios: [{ id: 3 }] },
    };
    const post = (target: string) =>
      fetch(target, {
        method: 'POST',
        body: JSON.stringify(notification),
        headers: { 'content-type': 'application/json' },
      });
    expect((await post(url)).status).toBe(401);
    expect((await post(`${url}?webhook_secret=wrong-0123456789abc`)).status).toBe(401);
    expect((await post(`${url}?webhook_secret=shh-0123456789abcdef`)).status).toBe(200);
    await until(() => lines.length > 0);
    expect(lines.map((line) => JSON.parse(line))).toEqual([{ ...notification, known: false }]);
  });

  it(
    'serve refuses a body over 1 MiB (413) and one still trickling after --body-deadline (408), unread',
    SLOW,
    async () => {
      const { url, lines } = await serve(['--body-deadline', '1000']);
      const huge = await streamPost(url, 300 * 1024 * 1024);
      expect(huge).toMatchObject({
        status: 413,
        connection: 'close',
        text: 'the body is over 1048576 bytes',
      });
      expect(huge.written).toBeLessThan(32 * 1024 * 1024);
      // Refused before a byte of it is read, the client still writing: it gets the answer, not a reset.
      const declared = await streamPost(url, 300 * 1024 * 1024, {
        'content-length': String(300 * 1024 * 1024),
      });
      expect(declared).toMatchObject({ status: 413, connection: 'close' });
      expect(declared.written).toBeLessThan(32 * 1024 * 1024);
      const body = JSON.stringify({ topic: 'a.b', webhook_id: 1, business_id: 1, data: {} });
      // One byte every 100 ms: the 1 s deadline passes long before the body (some 70 bytes) would be in.
      const slow = await tricklePost(url, body, 100);
      expect(slow).toMatchObject({ status: 408, text: 'the body did not arrive within 1000 ms' });
      expect(slow.written).toBeLessThan(body.length);
      expect(lines).toEqual([]);
      const delivered = await fetch(url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(delivered.status).toBe(200);
      await until(() => lines.length > 0);
      expect(JSON.parse(lines[0] as string)).toMatchObject({ topic: 'a.b', known: false });
    },
  );

  it('serve refuses a --body-deadline that is not 1 to 2147483647 ms before listening', async () => {
    for (const [given, quoted] of [
      ['0', '"0"'],
      ['2147483648', '"2147483648"'],
      ['1.5', '"1.5"'],
    ]) {
      const refused = runWebhooks(['serve', '--port', '0', '--body-deadline', given as string]);
      await expect(refused).rejects.toThrow(UsageError);
      await expect(refused).rejects.toThrow(
        given === '1.5'
          ? `--body-deadline must be a whole number, got ${quoted}`
          : `--body-deadline must be from 1 to 2147483647 ms, got ${quoted}`,
      );
    }
  });

  it('a subscription prints with the secret of its target redacted, whatever the format', SLOW, async () => {
    const sandbox = await sandboxFor();
    const env = { PIKE13_TOKEN: sandbox.tokens.owner, PIKE13_BASE_URL: sandbox.url };
    const secret = 'shh-0123456789abcdef';
    const target = `https://hooks.example.com/pike13?webhook_secret=${secret}`;
    const created = await runCli(
      ['webhooks', 'create', '--topic', 'visit.created', '--target', target, '--json'],
      env,
    );
    expect(created).toMatchObject({ code: 0, stderr: '' });
    const lists = await Promise.all(
      ['--json', '--ndjson', '--csv', '--table'].map((format) => runCli(['webhooks', 'list', format], env)),
    );
    expect(lists.map(({ code, stderr }) => [code, stderr])).toEqual(Array(4).fill([0, '']));
    const outputs = [created.stdout, ...lists.map(({ stdout }) => stdout)];
    expect(JSON.parse(created.stdout).attributes.target).toBe(
      'https://hooks.example.com/pike13?webhook_secret=[redacted]',
    );
    // A table cuts the cell before the target's query: the secret is not there to redact.
    for (const output of outputs.slice(0, -1)) expect(output).toContain('webhook_secret=[redacted]');
    for (const output of outputs) expect(output).not.toContain(secret);
    const [stored] = await sdk(sandbox, 'owner').webhooks.list();
    expect(stored?.attributes.target).toBe(target);
  });

  it(
    'create, list and trigger go through the registry commands; create takes a loopback serve',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ webhookDelivery: { allowHttpTargets: true } });
      const { url, lines } = await serve([]);
      const env = { PIKE13_TOKEN: sandbox.tokens.owner, PIKE13_BASE_URL: sandbox.url };
      const create = ['webhooks', 'create', '--topic', 'visit.created', '--target', url];
      expect((await runCli(create, env)).code).toBe(0);
      const { stdout } = await runCli(['webhooks', 'list', '--ndjson'], env);
      const [webhook] = stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(webhook).toMatchObject({ attributes: { topic: 'visit.created', target: url } });
      expect(await runCli(['webhooks', 'trigger', String(webhook.id)], env)).toMatchObject({ code: 0 });
      await until(() => lines.length > 0);
      expect(JSON.parse(lines[0] as string)).toMatchObject({ topic: 'visit.created' });
    },
  );
});
