import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.ts';

const SLOW = { timeout: 60_000 };
const run = promisify(execFile);

const installed = (shell: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${shell}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** What bash's completion function offers for a command line (the cursor at its end), as `complete -F` calls it. */
const BASH_PROBE = `
probe() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _pike13; echo "\${COMPREPLY[*]}"; }
complete -p pike13
probe pike13 desk peo
probe pike13 de
probe pike13 desk people l
probe pike13 desk people list --page 2 --is-m
probe pike13 desk people delete 48 --y
probe pike13 webhooks se
probe pike13 sandbox --po
probe pike13 report clie
probe pike13 report person_plans --select is_avai
probe pike13 report invoices --sel
probe pike13 completion z
`;

describe('pike13 completion', () => {
  it('bash: sourced in a real bash, completes commands, resources, verbs and flags', SLOW, async () => {
    const { stdout: script } = await runCli(['completion', 'bash']);
    const { stdout } = await run('bash', ['--norc', '--noprofile', '-c', `${script}\n${BASH_PROBE}`]);
    expect(stdout.split('\n')).toEqual([
      'complete -F _pike13 pike13',
      'people',
      'desk',
      'list',
      '--is-member',
      '--yes',
      'serve',
      '--port',
      'clients',
      'is_available is_available_count',
      '--select',
      'zsh',
      '',
    ]);
  });

  it.runIf(installed('zsh'))(
    'zsh: the script parses, and its function offers what bash does',
    SLOW,
    async () => {
      const { stdout: script } = await runCli(['completion', 'zsh']);
      expect(script.startsWith('#compdef pike13\n')).toBe(true);
      await run('zsh', ['-n', '-c', script]);
      const probe = [
        'compdef() { print -r -- compdef "$@"; }',
        'compadd() { shift; print -r -- "$@"; }',
        script,
        'words=(pike13 desk peo); CURRENT=3; _pike13',
        'words=(pike13 desk people list --page 2 --is); CURRENT=7; _pike13',
      ].join('\n');
      const { stdout } = await run('zsh', ['-f', '-c', probe]);
      const [registered, resources, flags] = stdout.split('\n');
      expect(registered).toBe('compdef _pike13 pike13');
      expect(resources?.split(' ')).toContain('people');
      expect(flags?.split(' ')).toEqual(
        expect.arrayContaining(['--is-member', '--all', '--json', '--columns']),
      );
    },
  );

  it(
    'fish: one complete line over a switch of the same words (and, where fish is installed, it completes)',
    SLOW,
    async () => {
      const { stdout: script } = await runCli(['completion', 'fish']);
      expect(script).toContain("\ncomplete -c pike13 -f -a '(__pike13_complete)'\n");
      expect(script).toContain(
        "        case 'desk people'\n            echo 'list get me search create update delete'\n",
      );
      if (!installed('fish')) return;
      const { stdout } = await run('fish', [
        '--no-config',
        '-c',
        `${script}\ncomplete -C 'pike13 desk peo'; complete -C 'pike13 desk people list --page 2 --is-m'`,
      ]);
      expect(stdout).toBe('people\n--is-member\n');
    },
  );

  it('a missing or unknown shell is bad usage: exit 2, the shells named', SLOW, async () => {
    const [none, unknown, close, help] = await Promise.all([
      runCli(['completion']),
      runCli(['completion', 'pwsh']),
      runCli(['completion', 'bsh']),
      runCli(['completion', '--help']),
    ]);
    expect(none).toEqual({
      code: 2,
      stdout: '',
      stderr: 'pike13: completion needs a shell: bash, zsh or fish (see pike13 completion --help)\n',
    });
    expect(unknown.stderr).toBe('pike13: no completion for pwsh (shells: bash, zsh, fish)\n');
    expect(close).toMatchObject({
      code: 2,
      stderr: 'pike13: no completion for bsh; did you mean bash? (shells: bash, zsh, fish)\n',
    });
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: pike13 completion <bash\|zsh\|fish>\n/);
  });
});
