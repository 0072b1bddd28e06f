import { describe, expect, it } from 'vitest';
import { helpTable } from '../../scripts/cli-help-table.ts';
import { helpTableKey } from '../../src/cli/help-table.ts';
import { runCli } from '../support/cli.ts';

describe('the endpoint help table the build writes for the bin', () => {
  it('holds the help of each namespace, resource and verb, and no command line that makes a call', async () => {
    const table = await helpTable();
    expect(Object.keys(table)).toEqual(
      expect.arrayContaining(['desk', 'desk --help', 'desk people', 'desk people list --help', 'webhooks']),
    );
    for (const line of ['desk people list', 'webhooks list', 'webhooks serve --help', 'account get']) {
      expect(table).not.toHaveProperty([line]);
    }
    const run = await runCli(['desk', 'people', 'list', '--help']);
    expect(run.stdout).toContain(table['desk people list --help']?.split('\n')[0]);
  }, 120_000);

  it('keys only lines of plain words and --help (-h anywhere): a flag, an id or a space is worked out', () => {
    expect(helpTableKey(['desk', '-h', 'people'])).toBe('desk people --help');
    expect(helpTableKey(['desk', 'people'])).toBe('desk people');
    expect(helpTableKey(['desk', 'people list', '--help'])).toBeUndefined();
    expect(helpTableKey(['desk', 'people', 'get', '7', '--help'])).toBeUndefined();
    expect(helpTableKey(['desk', '--subdomain', 'x', '--help'])).toBeUndefined();
    expect(helpTableKey(['--help'])).toBeUndefined();
  });
});
