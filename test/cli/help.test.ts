import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { runLogin, runLogout } from '../../src/cli/login.ts';
import { runMcp } from '../../src/cli/mcp.ts';
import { runReport } from '../../src/cli/report.ts';
import { runSandbox } from '../../src/cli/sandbox.ts';
import { runWebhooks } from '../../src/cli/webhooks.ts';
import { runCli } from '../support/cli.ts';

const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The bin itself, with no token, profile or business in its environment: help needs none. */
function pike13(...args: string[]) {
  return runCli(args);
}

/** What a command prints on stdout when run in this process with `args`. */
async function printed(run: (args: string[]) => Promise<void>, args: string[]): Promise<string> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await run(args);
  return log.mock.calls.map((call) => call.join(' ')).join('\n');
}

const OWN_OPTIONS = [
  ['sandbox', runSandbox, []],
  ['login', runLogin, []],
  ['logout', runLogout, []],
  ['mcp', runMcp, []],
  ['report', runReport, []],
  ['webhooks serve', runWebhooks, ['serve']],
] as const;

describe('pike13 help and version', () => {
  it.each(OWN_OPTIONS)(
    'pike13 %s answers --help and -h with its usage, and does nothing else',
    async (name, run, words) => {
      for (const flag of ['--help', '-h']) {
        const help = await printed(run, [...words, flag]);
        expect(help.startsWith(`Usage: pike13 ${name}`), `${name} ${flag}`).toBe(true);
      }
    },
  );

  it('lists each option of a command with its argument, meaning and default', async () => {
    const sandbox = await printed(runSandbox, ['--help']);
    expect(sandbox).toContain(
      '--port <port>                the port to listen on (0: any free one) (default: 4013)',
    );
    expect(sandbox).toContain('--[no-]rate-limit');
    expect(sandbox).toContain('--cors-origin <origin>');
    const mcp = await printed(runMcp, ['--help']);
    expect(mcp).toContain('--base-url <url>');
    expect(mcp).toContain('PIKE13_BASE_URL');
  });

  it('pike13 report <resource> --help and --fields list its fields, an inferred type said so', async () => {
    expect(await printed(runReport, ['nope', '--help'])).not.toContain('Detail fields');
    vi.restoreAllMocks();
    const help = await printed(runReport, ['person_plans', '--help']);
    expect(help).toMatch(
      /^Usage: pike13 report <clients\|enrollments\|.*\|person_plans\|staff_members\|transactions>/,
    );
    expect(help).toContain('Detail fields of person_plans:');
    expect(help).toMatch(/^ {2}plan_id +integer \(inferred from the name\)$/m);
    expect(help).toMatch(/^ {2}is_available +boolean \(inferred from the name\)$/m);
    vi.restoreAllMocks();
    const fields = await printed(runReport, ['pays', '--fields']);
    expect(fields).toMatch(/^ {2}pay_period +range$/m);
    expect(fields).toMatch(/^Summary fields \(with --group\):\n {2}business_id_summary +string$/m);
    expect(fields).toMatch(/^ {2}total_final_pay_amount +currency \(inferred from the name\)$/m);
    expect(fields).toContain('Groupings: business_id, business_name,');
  });

  it('calls the webhook commands verbs, lists serve, and spells trigger one way', async () => {
    const help = await printed(runWebhooks, ['--help']);
    expect(help).toMatch(/^Usage: pike13 webhooks <verb> \[options\]\n\nVerbs:\n/);
    expect(help).not.toContain('Resources:');
    expect(help).toMatch(/^ {2}trigger +Makes the service send a sample notification/m);
    expect(help).toMatch(/^ {2}serve +A local receiver/m);
    expect(help).not.toContain('trigger-sample');
    await expect(runWebhooks(['trigger-sample', '42'])).rejects.toThrow(
      'unknown webhooks verb trigger-sample (see pike13 webhooks --help)',
    );
  }, 60_000);

  it('the bin: --version, -v and version print the version; --help names --base-url and the environment', async () => {
    const [long, short, word, help] = await Promise.all([
      pike13('--version'),
      pike13('-v'),
      pike13('version'),
      pike13('--help'),
    ]);
    for (const run of [long, short, word])
      expect(run).toEqual({ code: 0, stdout: `${PACKAGE.version}\n`, stderr: '' });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--base-url <url>');
    expect(help.stdout).toContain('PIKE13_BASE_URL');
    expect(help.stdout).toContain('Every command answers --help (-h)');
  }, 60_000);
});
