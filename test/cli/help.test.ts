import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.ts';

const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The bin itself, with no token, profile or business in its environment: help needs none. */
function pike13(...args: string[]) {
  return runCli(args);
}

/** What `pike13 <args>` prints on stdout, run in this process; it must end well (exit 0, nothing on stderr). */
async function printed(...args: string[]): Promise<string> {
  const run = await runCli(args);
  expect(run, args.join(' ')).toMatchObject({ code: 0, stderr: '' });
  return run.stdout;
}

const OWN_OPTIONS = ['sandbox', 'login', 'logout', 'mcp', 'report', 'webhooks serve'] as const;

describe('pike13 help and version', () => {
  it.each(OWN_OPTIONS)(
    'pike13 %s answers --help and -h with its usage, and does nothing else',
    async (name) => {
      for (const flag of ['--help', '-h']) {
        const help = await printed(...name.split(' '), flag);
        expect(help.startsWith(`Usage: pike13 ${name}`), `${name} ${flag}`).toBe(true);
      }
    },
  );

  it('lists each option of a command with its argument, meaning and default', async () => {
    const sandbox = await printed('sandbox', '--help');
    expect(sandbox).toContain(
      '--port <port>                the port to listen on (0: any free one) (default: 4013)',
    );
    expect(sandbox).toContain('--[no-]rate-limit');
    expect(sandbox).toContain('--cors-origin <origin>');
    const mcp = await printed('mcp', '--help');
    expect(mcp).toContain('--base-url <url>');
    expect(mcp).toContain('PIKE13_BASE_URL');
  });

  it('pike13 report <resource> --help and --fields list its fields, an inferred type said so', async () => {
    expect(await printed('report', 'nope', '--help')).not.toContain('Detail fields');
    const help = await printed('report', 'person_plans', '--help');
    expect(help).toMatch(
      /^Usage: pike13 report <clients\|enrollments\|.*\|person_plans\|staff_members\|transactions>/,
    );
    expect(help).toContain('Detail fields of person_plans:');
    expect(help).toMatch(/^ {2}plan_id +integer \(inferred from the name\)$/m);
    expect(help).toMatch(/^ {2}is_available +boolean \(inferred from the name\)$/m);
    const fields = await printed('report', 'pays', '--fields');
    expect(fields).toMatch(/^ {2}pay_period +range$/m);
    expect(fields).toMatch(/^Summary fields \(with --group\):\n {2}business_id_summary +string$/m);
    expect(fields).toMatch(/^ {2}total_final_pay_amount +currency \(inferred from the name\)$/m);
    expect(fields).toContain('Groupings: business_id, business_name,');
  });

  it('calls the webhook commands verbs, lists serve, and spells trigger one way', async () => {
    const help = await printed('webhooks', '--help');
    expect(help).toMatch(/^Usage: pike13 webhooks <verb> \[options\]\n\nVerbs:\n/);
    expect(help).not.toContain('Resources:');
    expect(help).toMatch(/^ {2}trigger +Makes the service send a sample notification/m);
    expect(help).toMatch(/^ {2}serve +A local receiver/m);
    expect(help).not.toContain('trigger-sample');
    expect(await runCli(['webhooks', 'trigger-sample', '42'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'pike13: unknown webhooks verb trigger-sample (see pike13 webhooks --help)\n',
    });
  });

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
  });
});
