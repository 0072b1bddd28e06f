import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeIssues, ruleOf } from '../../src/core/issues.ts';
import { InputError, Pike13 } from '../../src/index.ts';
import { mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'studio', accessToken: 'tok_issues' });

const issueOf = (schema: z.ZodMiniType, value: unknown) => {
  const [issue] = schema.safeParse(value).error?.issues ?? [];
  if (!issue) throw new Error('expected an issue');
  return issue;
};

describe('the words of a broken rule (zod/mini says only "Invalid input")', () => {
  it.each([
    [{ page: 'abc' }, 'GET /api/v2/desk/people: page must be a number'],
    [{ page: 1.5 }, 'GET /api/v2/desk/people: page must be a whole number'],
    [{ is_member: 'yes' }, 'GET /api/v2/desk/people: is_member must be true or false'],
    [{ page: -1 }, 'GET /api/v2/desk/people: page must be 1 or more'], // the schema's own words stay
  ])('refuses %j before sending: %s', async (query, message) => {
    const call = pike13.desk.people.list(query as never);
    await expect(call).rejects.toSatisfy((error) => InputError.is(error) && error.message === message);
    expect(service.requests).toHaveLength(0);
  });

  it.each([
    [z.enum(['a', 'b']), 'c', 'must be one of "a", "b"'],
    [z.literal('x'), 'y', 'must be "x"'],
    [z.string().check(z.minLength(2)), 'a', 'must have at least 2 characters'],
    [z.number().check(z.maximum(3)), 5, 'must be at most 3'],
    [z.number().check(z.lt(3)), 5, 'must be less than 3'],
    [z.array(z.int()).check(z.maxLength(1)), [1, 2], 'must have at most 1 items'],
    [z.iso.date(), '31/01/2026', 'must be a date as YYYY-MM-DD'],
    [z.union([z.string(), z.number()]), true, 'matches none of the forms it may take'],
  ])('%#: describes the issue of %j given %j as "%s"', (schema, value, rule) => {
    expect(ruleOf(issueOf(schema, value))).toBe(rule);
  });

  it('writes the path of an answer issue beside its rule', () => {
    const schema = z.object({ visits: z.array(z.object({ state: z.enum(['reserved', 'completed']) })) });
    const { issues } = schema.safeParse({ visits: [{ state: 'lost' }] }).error ?? { issues: [] };
    expect(describeIssues(issues, 'data')).toEqual([
      'data.visits.0.state: must be one of "reserved", "completed"',
    ]);
  });
});

describe('the same words once classic zod has loaded (the MCP SDK loads it, with its English locale)', () => {
  it('refuses bad input with the SDK words, not the locale of another copy of zod', async () => {
    const classic = await import('zod');
    expect(classic.z.number().safeParse('abc').error?.issues[0]?.message).toMatch(/expected number/);
    const call = pike13.desk.people.list({ page: 'abc' } as never);
    await expect(call).rejects.toSatisfy(
      (error) => InputError.is(error) && error.message === 'GET /api/v2/desk/people: page must be a number',
    );
    expect(service.requests).toHaveLength(0);
  });
});
