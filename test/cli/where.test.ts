import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { UsageError } from '../../src/cli/usage-error.ts';
import { parseWhere } from '../../src/cli/where.ts';
import { clients, enrollments, type ReportDefinition } from '../../src/reports/index.ts';

const node = (text: string, definition: ReportDefinition = enrollments) => parseWhere(text, definition).node;

describe('--where', () => {
  it('reads comparisons by the field type: numbers for numeric fields, text kept as text', () => {
    expect(node('state = completed')).toEqual({ op: 'eq', field: 'state', values: ['completed'] });
    expect(node('service_id != 7')).toEqual({ op: 'ne', field: 'service_id', values: [7] });
    expect(node('phone = 0612345678', clients)).toEqual({ op: 'eq', field: 'phone', values: ['0612345678'] });
    expect(node('has_membership = true', clients)).toEqual({
      op: 'eq',
      field: 'has_membership',
      values: [true],
    });
    expect(node("full_name contains 'Ann Lee'", clients)).toEqual({
      op: 'contains',
      field: 'full_name',
      values: ['Ann Lee'],
    });
  });

  it('sends >= and <= as or of gt/lt and eq (the service has neither), in as or of eq, between as btw', () => {
    expect(node('service_date >= 2026-01-01')).toEqual({
      op: 'or',
      filters: [
        { op: 'gt', field: 'service_date', values: ['2026-01-01'] },
        { op: 'eq', field: 'service_date', values: ['2026-01-01'] },
      ],
    });
    expect(node('service_id in (1, 2)')).toEqual({
      op: 'or',
      filters: [
        { op: 'eq', field: 'service_id', values: [1] },
        { op: 'eq', field: 'service_id', values: [2] },
      ],
    });
    expect(node('service_id between 1 and 9')).toEqual({ op: 'btw', field: 'service_id', values: [1, 9] });
    expect(node('email is not empty', clients)).toEqual({ op: 'nemp', field: 'email', values: [] });
    expect(node('email is empty', clients)).toEqual({ op: 'emp', field: 'email', values: [] });
  });

  it('a date or a time takes today, today-30d or today+7d (the local calendar); text stays text', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 28, 15, 30), toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    expect(node('service_date = today-30d')).toEqual({
      op: 'eq',
      field: 'service_date',
      values: ['2026-10-29'],
    });
    const after = node('start_at > today+7d') as { values: readonly string[] };
    expect(after.values[0]).toMatch(/^2026-12-05T00:00:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(after.values[0] as string)).toBe(new Date(2026, 11, 5).getTime());
    expect(node('state = today')).toEqual({ op: 'eq', field: 'state', values: ['today'] });
  });

  it('and binds before or; parentheses group', () => {
    const eq = (field: string, value: string) => ({ op: 'eq', field, values: [value] });
    expect(node('state = a or state = b and service_name = c')).toEqual({
      op: 'or',
      filters: [eq('state', 'a'), { op: 'and', filters: [eq('state', 'b'), eq('service_name', 'c')] }],
    });
    expect(node('(state = a or state = b) and service_name = c')).toEqual({
      op: 'and',
      filters: [{ op: 'or', filters: [eq('state', 'a'), eq('state', 'b')] }, eq('service_name', 'c')],
    });
  });

  it.each([
    ['stat = completed', 'stat is not a field of the enrollments report; did you mean state? (column 1)'],
    ['zzz = completed', 'zzz is not a field of the enrollments report (column 1)'],
    ['state =', 'expected a value (column 8)'],
    ['state ~ x', 'unknown operator ~ (column 7)'],
    ['state completed', 'unknown operator completed (column 7)'],
    ["state = 'open", 'this quote is never closed (column 9)'],
    ['(state = a', 'expected ) (column 11)'],
    ['state = a state = b', 'unexpected state: expected and, or or the end (column 11)'],
    ['service_id between 1 9', 'expected and between the two bounds (column 22)'],
    ['email is full', 'expected empty or not empty (column 10)'],
    ['', 'the filter is empty'],
    ['state = a and service_id = abc', 'service_id must be an integer (column 15)'],
    [
      'start_at > 2026-13-45',
      'start_at must be a Date or an ISO 8601 timestamp with a zone offset (column 1)',
    ],
    ['email starts 7 or also_staff > true', 'gt cannot filter the boolean field also_staff (column 19)'],
    [
      `service_id in (${Array.from({ length: 101 }, (_, index) => index + 1).join(', ')})`,
      'oneOf("service_id"): 101 values, at most 100 a query: split them over several queries (column 1)',
    ],
  ])('%j: a usage error pointing at the mistake', (text, message) => {
    expect(() => node(text, text.startsWith('email') ? clients : enrollments)).toThrow(UsageError);
    expect(() => node(text, text.startsWith('email') ? clients : enrollments)).toThrow(message);
  });

  it('the message is one line; its details quote the filter with a caret under the column', () => {
    const error = (() => {
      try {
        node('state = a and service_id = abc');
      } catch (thrown) {
        return thrown as UsageError;
      }
    })();
    expect(error?.message).toBe('--where: service_id must be an integer (column 15)');
    expect(error?.details).toBe(`  state = a and service_id = abc\n  ${' '.repeat(14)}^`);
  });
});
