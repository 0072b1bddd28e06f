import { describe, expect, it, vi } from 'vitest';
import { NOW, sandboxFor } from '../sandbox/support.ts';
import { runCli } from '../support/cli.ts';

/** The CLI pointed at a running sandbox, as its banner says, with the staff token. */
async function cliFor() {
  const sandbox = await sandboxFor();
  const env = { PIKE13_BASE_URL: sandbox.url, PIKE13_TOKEN: sandbox.tokens.staff };
  return { sandbox, env, pike13: (...args: string[]) => runCli(['sandbox', ...args], env) };
}

describe('pike13 sandbox clock | snapshot | reset', () => {
  it('prints the clock, advances it by a span and sets it', async () => {
    const { sandbox, pike13 } = await cliFor();
    expect(await pike13('clock')).toMatchObject({ code: 0, stdout: `${NOW.toISOString()}\n` });
    expect((await pike13('clock', 'advance', '2h')).stdout).toBe('2026-03-02T14:00:00.000Z\n');
    expect((await pike13('clock', 'advance', '90m')).stdout).toBe('2026-03-02T15:30:00.000Z\n');
    expect((await pike13('clock', 'set', '2026-12-01T09:00:00Z')).stdout).toBe('2026-12-01T09:00:00.000Z\n');
    expect(sandbox.clock.now()).toEqual(new Date('2026-12-01T09:00:00Z'));
  });

  it('saves and restores a snapshot, lists them, and resets to the start', async () => {
    const { sandbox, pike13 } = await cliFor();
    const people = sandbox.state.tables.people.size;
    expect(await pike13('snapshot', 'save', 'clean')).toMatchObject({ code: 0, stdout: 'saved clean\n' });
    sandbox.state.tables.people.insert({
      ...sandbox.state.tables.people.all()[0],
      first_name: 'Extra',
    } as never);
    await pike13('clock', 'advance', '3d');

    expect((await pike13('snapshot', 'restore', 'clean')).stdout).toBe(
      `restored clean; the clock is at ${NOW.toISOString()}\n`,
    );
    expect(sandbox.state.tables.people.size).toBe(people);
    expect((await pike13('snapshot', 'list')).stdout).toBe('clean\n');

    await pike13('clock', 'advance', '1h');
    await pike13('snapshot', 'save', 'later');
    expect((await pike13('reset')).stdout).toBe(`reset to the start; the clock is at ${NOW.toISOString()}\n`);
    expect((await pike13('snapshot', 'list')).stdout).toBe('clean\nlater\n');

    const missing = await pike13('snapshot', 'restore', 'nope');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(
      /the sandbox answered 404: sandbox: no snapshot named "nope" \(saved: clean, later;/,
    );
  });

  it('refuses bad input before sending anything, and never prints the token', async () => {
    const { sandbox, pike13 } = await cliFor();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const refusals: [string[], RegExp][] = [
        [['clock', 'advance', '2 hours'], /cannot advance by "2 hours"/],
        [['clock', 'advance'], /clock advance needs a span: 2h, 90m, 3d/],
        [['clock', 'set', 'tomorrow'], /cannot set to "tomorrow"/],
        [['clock', 'rewind', '2h'], /unknown clock command rewind/],
        [['clock', 'advance', '1h', 'more'], /clock takes at most two words/],
        [['snapshot', 'save', '../etc'], /a snapshot name is 1 to 64 letters/],
        [['snapshot', 'save'], /snapshot save\|restore <name>/],
        [['snapshot', 'drop', 'x'], /snapshot save\|restore <name>/],
        [['reset', '--hard'], /unknown option --hard/],
      ];
      for (const [args, message] of refusals) {
        const run = await pike13(...args);
        expect({ args, code: run.code }).toEqual({ args, code: 2 });
        expect(run.stderr).toMatch(message);
        expect(run.stderr).not.toContain(sandbox.tokens.staff);
      }
      expect(fetchSpy).not.toHaveBeenCalled();
      const remote = await runCli(['sandbox', 'clock', 'advance', '2h'], {
        PIKE13_BASE_URL: 'https://mystudio.pike13.com',
        PIKE13_TOKEN: sandbox.tokens.staff,
      });
      expect(remote.stderr).toMatch(/sandbox controls reach only a sandbox on this machine/);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
    expect(sandbox.clock.now()).toEqual(NOW);
  });

  it('says what each command does in --help', async () => {
    const { pike13 } = await cliFor();
    expect((await pike13('clock', '--help')).stdout).toMatch(
      /^Usage: pike13 sandbox clock \[advance <span> \| set <timestamp>\]/,
    );
    expect((await pike13('snapshot', '--help')).stdout).toMatch(
      /^Usage: pike13 sandbox snapshot save\|restore <name>/,
    );
    expect((await pike13('reset', '--help')).stdout).toMatch(/^Usage: pike13 sandbox reset/);
    expect((await runCli(['sandbox', '--help'])).stdout).toMatch(/clock,\s+snapshot,\s+reset/);
  });
});
