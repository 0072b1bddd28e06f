import { describe, expect, expectTypeOf, it } from 'vitest';
import { compactReport, decodeFields } from '../../src/reports/compact.ts';
import { clients } from '../../src/reports/index.ts';

describe('compact report catalogues', () => {
  it('decodes each type code, an inferred type and an enum’s values, in order', () => {
    expect(
      decodeFields(
        'key:s age:i paid:c? born:d at:T time:t span:r kind:e hours:f ok:b extra:l state=active|deleted',
      ),
    ).toEqual({
      key: 'string',
      age: 'integer',
      paid: 'currency?',
      born: 'date',
      at: 'datetime',
      time: 'time',
      span: 'range',
      kind: 'enum',
      hours: 'float',
      ok: 'boolean',
      extra: 'logical',
      state: ['active', 'deleted'],
    });
  });

  it('lets a later field replace an earlier one of the same name in its place, as a spread does', () => {
    const decoded = decodeFields('key:s event_name:s start_at:T event_name:s?');
    expect(Object.entries(decoded)).toEqual([
      ['key', 'string'],
      ['event_name', 'string?'],
      ['start_at', 'datetime'],
    ]);
  });

  it('separates fields by spaces, a run of them as one, as the types do (compact.test-d.ts)', () => {
    const report = compactReport('lessons', {
      detail: '  key:s   age:i ',
      summary: '',
      groupings: 'key  age',
    });
    expect(report.detail).toEqual({ key: 'string', age: 'integer' });
    expect(report.groupings).toEqual(['key', 'age']);
  });

  it.each([
    ['a tab', 'key:s\tage:i', 'key:s\tage:i'],
    ['a line break', 'key:s\n  age:i', 'key:s\n'],
    ['a no-break space', 'key:s\u00a0age:i', 'key:s\u00a0age:i'],
  ])('refuses a text with %s between fields, as the types do, naming the word', (_, text, word) => {
    expect(() => decodeFields(text)).toThrow(`"${word}" is not a compact report field`);
    // As plain JavaScript could pass it, past the types.
    const groupings = compactReport('lessons', { detail: '', summary: '', groupings: text as 'key' });
    expect(() => groupings.groupings).toThrow(`"${word}" is not a compact report field`);
  });

  it.each(['key', 'key:x', 'key:', ':s', 'key:ss'])('rejects the malformed field %j by name', (word) => {
    expect(() => decodeFields(`age:i ${word}`)).toThrow(`"${word}" is not a compact report field`);
  });

  it('types the report as the text declares it, and decodes it once, when first read', () => {
    const report = compactReport('lessons', {
      detail: 'key:s level=easy|hard starts_at:T? level=easy|hard|expert',
      summary: 'total_count:i',
      groupings: 'level',
    });
    expectTypeOf(report.detail).toEqualTypeOf<{
      readonly key: 'string';
      readonly level: readonly ['easy', 'hard', 'expert'];
      readonly starts_at: 'datetime?';
    }>();
    expectTypeOf(report.groupings).toEqualTypeOf<readonly ['level']>();
    expect(report.detail).toEqual({
      key: 'string',
      level: ['easy', 'hard', 'expert'],
      starts_at: 'datetime?',
    });
    expect(report.detail).toBe(report.detail);
    expect(report.groupings).toEqual(['level']);
    expect(report.derived).toEqual({});
  });

  it('serves the typed catalogues decoded: the clients report’s enums and inferred address fields', () => {
    expect(clients.detail.person_state).toEqual(['active', 'deleted', 'hidden']);
    expect(clients.detail.city).toBe('string?');
    expect(Object.keys(clients.detail).indexOf('street_address')).toBe(
      Object.keys(clients.detail).indexOf('address') + 1,
    );
  });
});
