import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { runCli as runInThisProcess } from '../../src/cli/run.ts';
import { createSandbox } from '../../src/sandbox/index.ts';
import { NOW, sandboxFor, sdk } from '../sandbox/support.ts';
import { cliEnv, runCli } from '../support/cli.ts';

/** The first run loads the CLI's modules: generous for a loaded machine. */
const SLOW = { timeout: 20_000 };

type Sandbox = Awaited<ReturnType<typeof sandboxFor>>;

const envOf = (sandbox: Sandbox) => ({ PIKE13_BASE_URL: sandbox.url, PIKE13_TOKEN: sandbox.tokens.staff });

describe('pike13 sandbox logs', () => {
  it(
    'prints each request answered, oldest first, with no token; --json one object a line',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 20 });
      await sdk(sandbox).desk.locations.list();
      await sdk(sandbox, 'client').front.people.me();
      const run = await runCli(['sandbox', 'logs'], envOf(sandbox));
      expect(run.code).toBe(0);
      expect(run.stdout.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^2026-03-02T12:00:00\.000Z {2}200 {2}GET \/api\/v2\/desk\/locations {2}[\d.]+ ms {2}staff$/,
        ),
        expect.stringMatching(
          /^2026-03-02T12:00:00\.000Z {2}200 {2}GET \/api\/v2\/front\/people\/me {2}[\d.]+ ms {2}client$/,
        ),
      ]);
      const json = await runCli(['sandbox', 'logs', '--json'], envOf(sandbox));
      const lines = json.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines).toEqual(sandbox.requests);
      for (const token of Object.values(sandbox.tokens))
        expect(run.stdout + json.stdout).not.toContain(token);
    },
  );

  it('--follow prints each new request as it is answered, until the sandbox stops', SLOW, async () => {
    const sandbox = await createSandbox({ now: NOW, rateLimit: false, clients: 20 });
    await sdk(sandbox).desk.locations.list();
    let stdout = '';
    let stderr = '';
    const io = {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
      stdin: Readable.from([]),
      env: cliEnv(envOf(sandbox)),
    };
    const running = runInThisProcess(['sandbox', 'logs', '--follow', '--json'], io);
    await vi.waitFor(() => expect(stderr).toMatch(/Following the requests of http:\/\/127\.0\.0\.1:\d+/));
    const id = sandbox.state.tables.people.all()[0]?.id as number;
    await sdk(sandbox).desk.people.get(id);
    await vi.waitFor(() => expect(stdout).toContain('\n'));
    await sandbox.close();
    expect(await running).toBe(0);
    expect(stderr).toMatch(/The sandbox closed the stream/);
    // Only what came after it started: not the first list.
    expect(
      stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual([
      expect.objectContaining({ seq: 2, method: 'GET', path: `/api/v2/desk/people/${id}`, status: 200 }),
    ]);
  });
});

describe('pike13 sandbox faults', () => {
  it('adds a fault the next requests meet, lists it, and clears every fault', async () => {
    const sandbox = await sandboxFor({ clients: 20 });
    const env = envOf(sandbox);
    const add = await runCli(
      ['sandbox', 'faults', 'add', '--path', '/api/v2/desk/people*', '--status', '503', '--times', '2'],
      env,
    );
    expect(add).toMatchObject({ code: 0, stdout: 'fault_1\n' });
    expect((await runCli(['sandbox', 'faults', 'list'], env)).stdout).toBe(
      'fault_1  * /api/v2/desk/people*  503  2 left\n',
    );
    await expect(sdk(sandbox).desk.people.list()).rejects.toMatchObject({ status: 503 });
    await runCli(['sandbox', 'faults', 'add', '--path', '/x', '--reset'], env);
    expect((await runCli(['sandbox', 'faults', 'clear'], env)).stdout).toBe('cleared every fault\n');
    expect(sandbox.faults.list()).toEqual([]);
  });

  it('refuses bad flags before sending anything', async () => {
    const sandbox = await sandboxFor({ clients: 20 });
    const cases: [string[], RegExp][] = [
      [['--status', '503'], /path must be a path starting with \//],
      [['--path', '/x', '--status', 'lots'], /--status must be a whole number, got "lots"/],
      [['--path', '/x', '--status', '200'], /--status must be a whole number from 400 to 599/],
      [['--path', '/x'], /give status, --delay-ms or reset/],
    ];
    for (const [flags, message] of cases) {
      const run = await runCli(['sandbox', 'faults', 'add', ...flags], envOf(sandbox));
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(message);
    }
    expect((await runCli(['sandbox', 'faults', 'explode'], envOf(sandbox))).stderr).toMatch(
      /faults needs add, list, remove or clear/,
    );
    expect(sandbox.faults.list()).toEqual([]);
  });
});

describe('pike13 sandbox trigger', () => {
  it('makes the change and prints its notification data', async () => {
    const sandbox = await sandboxFor({ clients: 20 });
    const visit = sandbox.state.tables.visits.find((v) => v.state === 'registered');
    const run = await runCli(
      ['sandbox', 'trigger', 'visit.updated', '--id', String(visit?.id), '--data', '{"state":"completed"}'],
      envOf(sandbox),
    );
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ visits: [{ id: visit?.id, state: 'completed' }] });
    expect(sandbox.state.tables.visits.get(visit?.id as number)?.state).toBe('completed');
  });

  it('sells and pays a plan for person_plan.created, and prints the plan issued', async () => {
    const sandbox = await sandboxFor({ clients: 20 });
    const plans = sandbox.state.tables.plans.size;
    const run = await runCli(
      ['sandbox', 'trigger', 'person_plan.created', '--data', '{"person_id":7,"plan_product_id":2}'],
      envOf(sandbox),
    );
    expect(run.code).toBe(0);
    const issued = JSON.parse(run.stdout).person_plans[0];
    expect(issued).toMatchObject({ person: { id: 7 }, plan: { plan_product_id: 2, count: 5 } });
    expect(sandbox.state.tables.plans.size).toBe(plans + 1);
    expect(sandbox.state.tables.plans.get(issued.plan.id)?.person_ids).toEqual([7]);
  });

  it('refuses an unknown topic and data that is not a JSON object before sending, and prints why a topic cannot be caused', async () => {
    const sandbox = await sandboxFor({ clients: 20 });
    const env = envOf(sandbox);
    const typo = await runCli(['sandbox', 'trigger', 'visit.udpated'], env);
    expect(typo).toMatchObject({ code: 2 });
    expect(typo.stderr).toMatch(/unknown topic visit\.udpated.*visit\.updated/);
    const data = await runCli(['sandbox', 'trigger', 'person.updated', '--data', '[1]'], env);
    expect(data.stderr).toMatch(/--data must be a JSON object/);
    expect(sandbox.requests).toEqual([]);
    const upcoming = await runCli(['sandbox', 'trigger', 'event_occurrence.upcoming'], env);
    expect(upcoming.code).toBe(1);
    expect(upcoming.stderr).toMatch(
      /the sandbox answered 422: event_occurrence\.upcoming cannot be triggered: .*advance the sandbox clock/,
    );
  });
});
