import { describe, expectTypeOf, it } from 'vitest';
import { compactReport } from '../../src/reports/compact.ts';

describe('compact report texts, as the types read them', () => {
  it('separates fields by spaces, a run of them as one, as the decoder does (compact.test.ts)', () => {
    const report = compactReport('lessons', {
      detail: '  key:s   age:i ',
      summary: '',
      groupings: 'key  age',
    });
    expectTypeOf(report.detail).toEqualTypeOf<{ readonly key: 'string'; readonly age: 'integer' }>();
    expectTypeOf(report.groupings).toEqualTypeOf<readonly ['key', 'age']>();
  });

  it('refuses a text with any other white space between fields, as the decoder does', () => {
    // @ts-expect-error a tab separates no fields
    compactReport('lessons', { detail: 'key:s\tage:i', summary: '', groupings: '' });
    // @ts-expect-error a line break separates no fields
    compactReport('lessons', { detail: 'key:s', summary: 'count:i\n  total:i', groupings: '' });
    // @ts-expect-error a no-break space separates no groupings
    compactReport('lessons', { detail: 'key:s', summary: '', groupings: 'key\u00a0age' });
  });
});
