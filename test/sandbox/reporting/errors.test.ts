import { describe, expect, it } from 'vitest';
import { answerReportQuery } from '../../../src/sandbox/reporting/index.ts';
import { errorOf, query } from './query.ts';
import { sourceOf } from './records.ts';

describe('queries the service refuses, as JSON:API errors', () => {
  it.each([
    [{ fields: ['no_such_field'] }, 'Unknown field: "no_such_field"'],
    [{ fields: [] }, 'fields must list at least one field'],
    [{ fields: 'full_name' }, 'fields must list at least one field'],
    [{ fields: ['person_count'] }, 'Summary field "person_count" requires a group'],
    [
      { fields: ['full_name'], group: 'age' },
      'Detail field "full_name" cannot be used with a group; only summary fields can',
    ],
    [{ fields: ['total_count'], group: 'email' }, 'Unknown group: "email"'],
    [{ fields: ['full_name'], sort: ['person_count-'] }, 'Unknown sort field: "person_count"'],
    [{ fields: ['total_count'], group: 'age', sort: ['full_name'] }, 'Unknown sort field: "full_name"'],
    [{ fields: ['full_name'], sort: 'key' }, 'sort must be a list of field names'],
    [
      { fields: ['full_name'], page: { starting_after: 12 } },
      'Invalid starting_after: 12; expected a last_key string',
    ],
  ])('%j → 422 %s', (attributes, detail) => {
    expect(errorOf(query('clients', attributes))).toEqual({ status: 422, detail });
  });

  it('answers 400 to a body that is not a JSON:API query document', () => {
    const source = sourceOf({});
    expect(errorOf(answerReportQuery('clients', '{not json', source))).toEqual({
      status: 400,
      detail: 'The request body is not valid JSON',
    });
    expect(errorOf(answerReportQuery('clients', '{"fields": ["full_name"]}', source))).toEqual({
      status: 400,
      detail: 'The request body must be {"data": {"type": "queries", "attributes": {...}}}',
    });
    const wrongType = JSON.stringify({ data: { type: 'people', attributes: { fields: ['full_name'] } } });
    expect(errorOf(answerReportQuery('clients', wrongType, source))).toEqual({
      status: 422,
      detail: 'Invalid type: "people"; expected "queries"',
    });
  });

  it('answers 404 for a report resource it does not have', () => {
    expect(errorOf(query('visits', { fields: ['key'] }))).toEqual({
      status: 404,
      detail: 'Unknown report: "visits"',
    });
  });
});
