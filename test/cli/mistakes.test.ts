import { describe, expect, it } from 'vitest';
import { closestOf, didYouMean } from '../../src/cli/did-you-mean.ts';
import { runLogin } from '../../src/cli/login.ts';
import { namespaceCommand } from '../../src/cli/namespace.ts';
import { runReport } from '../../src/cli/report.ts';
import { runSandbox } from '../../src/cli/sandbox.ts';
import { UsageError } from '../../src/cli/usage-error.ts';
import { runWebhooks } from '../../src/cli/webhooks.ts';

/** The usage error a command line gets, before any client is made or request sent. */
async function refusal(run: (args: string[]) => Promise<void>, args: string[]): Promise<string> {
  const error = await run(args).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof UsageError)) throw new Error(`expected a UsageError, got ${String(error)}`);
  return error.message;
}

describe('mistakes answered with what was probably meant', () => {
  it.each([
    [['peopel', 'list'], 'unknown desk resource peopel; did you mean people? (see pike13 desk --help)'],
    [
      ['people', 'lsit'],
      'unknown verb lsit of desk people; did you mean list? (see pike13 desk people --help)',
    ],
    [['people', 'list', '--pgae', '2'], 'unknown option --pgae; did you mean --page?'],
    [['xyzzy'], 'unknown desk resource xyzzy (see pike13 desk --help)'],
  ])('pike13 desk %j', async (args, message) => {
    expect(await refusal(namespaceCommand('desk'), args)).toBe(message);
  });

  it('names the option list when no option is close', async () => {
    const message = await refusal(namespaceCommand('desk'), ['people', 'list', '--zzzzzz', '1']);
    expect(message).toMatch(/^unknown option --zzzzzz; options: --page, /);
  });

  it('calls the first word of webhooks a verb', async () => {
    expect(await refusal(runWebhooks, ['triggr', '1'])).toBe(
      'unknown webhooks verb triggr; did you mean trigger? (see pike13 webhooks --help)',
    );
  });

  it('suggests the option of a command with its own options, and the report meant', async () => {
    expect(await refusal(runSandbox, ['--prot', '3'])).toBe(
      'unknown option --prot; did you mean --port? (see pike13 sandbox --help)',
    );
    expect(await refusal(runLogin, ['--client-di', 'x'])).toBe(
      'unknown option --client-di; did you mean --client-id? (see pike13 login --help)',
    );
    expect(await refusal(runReport, ['clinets', '--select', 'person_id'])).toBe(
      'unknown report clinets; did you mean clients? (reports: clients, enrollments, event_occurrence_staff_members, ' +
        'event_occurrences, invoice_item_transactions, invoice_items, invoices, monthly_business_metrics, pays, ' +
        'person_plans, staff_members, transactions)',
    );
  });

  it('suggests the field or grouping of a report meant in --select, --where, --order and --group', async () => {
    const report = (...args: string[]) => refusal(runReport, ['clients', ...args]);
    const listed = '(pike13 report clients --fields lists them)';
    expect(await report('--select', 'person_id,full_nme')).toBe(
      `--select: full_nme is not a field of the clients report; did you mean full_name? ${listed}`,
    );
    expect(await report('--select', 'person_id', '--where', 'full_nme = x')).toBe(
      '--where: full_nme is not a field of the clients report; did you mean full_name? (column 1)',
    );
    expect(await report('--select', 'person_id', '--order', 'full_nme:desc')).toBe(
      `--order: full_nme is not a field of the clients report; did you mean full_name? ${listed}`,
    );
    expect(await report('--group', 'home_locaton_name', '--select', 'person_count')).toBe(
      `--group: the clients report has no grouping home_locaton_name; did you mean home_location_name? ${listed}`,
    );
    expect(await report('--group', 'home_location_name', '--select', 'person_cuont')).toBe(
      `--select: person_cuont is not a field of the clients report; did you mean person_count? ${listed}`,
    );
    expect(await report('--select', 'zzzzzz')).toBe(
      `--select: zzzzzz is not a field of the clients report ${listed}`,
    );
  });

  it('counts a swap of neighbours as one edit, and suggests nothing far away', () => {
    expect(closestOf('dsk', ['front', 'desk', 'account'])).toBe('desk');
    expect(closestOf('lsit', ['list', 'get'])).toBe('list');
    expect(closestOf('people', ['people'])).toBe('people');
    expect(closestOf('bogus', ['list', 'get', 'create'])).toBeUndefined();
    expect(didYouMean('tables', ['table', 'json'])).toBe('; did you mean table?');
    expect(didYouMean('x', [])).toBe('');
  });
});
