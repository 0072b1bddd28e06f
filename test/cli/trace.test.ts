import { describe, expect, it } from 'vitest';
import { sandboxFor } from '../sandbox/support.ts';
import { runCli } from '../support/cli.ts';

describe('pike13 --trace', () => {
  it('prints each call and its HTTP attempt on stderr, leaving stdout to the answer', async () => {
    const sandbox = await sandboxFor();
    const env = { PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url };
    const plain = await runCli(['desk', 'people', 'list', '--json'], env);
    const [person] = JSON.parse(plain.stdout) as { id: number }[];
    const traced = await runCli(['desk', 'people', 'get', String(person?.id), '--json', '--trace'], env);

    expect(traced.code).toBe(0);
    expect(JSON.parse(traced.stdout)).toMatchObject({ id: person?.id });
    expect(plain.stderr).not.toContain('trace:');
    const lines = traced.stderr.trimEnd().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^trace: {3}GET ${sandbox.url}/api/v2/desk/people/${person?.id} → 200 in \\d+ ms$`),
      ),
      expect.stringMatching(/^trace: pike13 desk\.people\.get → 200 in \d+ ms$/),
    ]);
    expect(traced.stderr).not.toContain(sandbox.tokens.staff);
  });

  it('shows a failed call with its status and error', async () => {
    const sandbox = await sandboxFor();
    const env = { PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url };
    const traced = await runCli(['desk', 'people', 'get', '999999', '--trace'], env);

    expect(traced.code).toBe(1);
    expect(traced.stderr).toMatch(/^trace: {3}GET \S+\/api\/v2\/desk\/people\/999999 → 404 in \d+ ms$/m);
    expect(traced.stderr).toMatch(/^trace: pike13 desk\.people\.get → 404 NotFoundError in \d+ ms$/m);
  });
});
