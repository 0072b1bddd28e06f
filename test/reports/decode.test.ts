import { describe, expect, it, vi } from 'vitest';
import { ResponseValidationError } from '../../src/core/errors.ts';
import { compileDecoder, decoderFor, type ReportField } from '../../src/reports/decode.ts';

const field = (name: string, type: string): ReportField => ({ name, type });

describe('row decoding', () => {
  it('decodes every field type', () => {
    const fields = [
      field('has_membership', 'boolean'),
      field('also_staff', 'boolean'),
      field('account_credit_amount', 'currency'),
      field('age', 'integer'),
      field('duration_in_hours', 'float'),
      field('birthdate', 'date'),
      field('start_at', 'datetime'),
      field('service_time', 'time'),
      field('period', 'range'),
      field('person_state', 'enum'),
      field('full_name', 'string'),
      field('key', 'string'),
    ];
    const row = [
      't',
      'f',
      12550,
      42,
      1.5,
      '1990-02-28',
      '2024-03-10T09:30:00-08:00',
      '13:30:00',
      ['2024-01-01', '2024-01-31'],
      'active',
      'Ann Lee',
      '201801012243096483660005125649',
    ];
    expect(compileDecoder(fields)([row])).toEqual([
      {
        has_membership: true,
        also_staff: false,
        account_credit_amount: 12550,
        age: 42,
        duration_in_hours: 1.5,
        birthdate: '1990-02-28',
        start_at: '2024-03-10T09:30:00-08:00',
        service_time: '13:30:00',
        period: ['2024-01-01', '2024-01-31'],
        person_state: 'active',
        full_name: 'Ann Lee',
        key: '201801012243096483660005125649',
      },
    ]);
  });

  it('keeps null as null whatever the type, and reads a missing value as null', () => {
    const types = [
      'boolean',
      'currency',
      'integer',
      'float',
      'date',
      'datetime',
      'time',
      'range',
      'enum',
      'string',
    ];
    const fields = types.map((type) => field(type, type));
    const [row] = compileDecoder(fields)([types.map(() => null)]);
    expect(row).toEqual(Object.fromEntries(types.map((type) => [type, null])));
    expect(compileDecoder([field('a', 'string'), field('b', 'integer')])([['x']])).toEqual([
      { a: 'x', b: null },
    ]);
  });

  it('reads numbers sent as strings, and range literals', () => {
    const decode = compileDecoder([field('total', 'float'), field('span', 'range'), field('open', 'range')]);
    expect(decode([['12.75', '[2024-01-01,2024-02-01]', [5, null]]])).toEqual([
      { total: 12.75, span: ['2024-01-01', '2024-02-01'], open: [5, null] },
    ]);
  });

  it('passes types it does not know through as sent', () => {
    expect(compileDecoder([field('x', 'geometry')])([[{ lat: 1 }]])).toEqual([{ x: { lat: 1 } }]);
  });

  it('names the grouped rows label group_label, typed by the answer', () => {
    const decode = compileDecoder([field('group_label', 'boolean'), field('person_count', 'integer')]);
    expect(decode([['t', 3]])).toEqual([{ group_label: true, person_count: 3 }]);
  });

  it('expands logical fields into the instance fields the answer names', () => {
    const decode = compileDecoder([
      field('person_id', 'integer'),
      field('custom_field_180098', 'string'),
      field('custom_field_7', 'boolean'),
    ]);
    expect(decode([[1, 'Blue', 'f']])).toEqual([
      { person_id: 1, custom_field_180098: 'Blue', custom_field_7: false },
    ]);
  });

  it.each([
    ['boolean', 'yes'],
    ['integer', 'ten'],
    ['currency', ''],
    ['range', [1, 2, 3]],
  ])('refuses a %s sent as %j, naming the field', (type, value) => {
    const decode = compileDecoder([field('amount', type)]);
    expect(() => decode([[value]])).toThrow(ResponseValidationError);
    expect(() => decode([[value]])).toThrow(/report field amount: .* is not a/);
  });

  it('keeps a string it cannot parse in a field whose type is only inferred, and parses one it can', () => {
    const fields = [
      field('is_available', 'boolean'),
      field('plan_id', 'integer'),
      field('latest_invoice_item_amount', 'currency'),
      field('pay_period', 'range'),
      field('age', 'integer'),
    ];
    const lenient = new Set(['is_available', 'plan_id', 'latest_invoice_item_amount', 'pay_period']);
    const decode = compileDecoder(fields, lenient);
    expect(decode([['yes', 'P-12', 'n/a', 'this month', '41']])).toEqual([
      {
        is_available: 'yes',
        plan_id: 'P-12',
        latest_invoice_item_amount: 'n/a',
        pay_period: 'this month',
        age: 41,
      },
    ]);
    expect(decode([['t', '12', 1500, '[2026-01-01,2026-01-31]', 41]])).toEqual([
      {
        is_available: true,
        plan_id: 12,
        latest_invoice_item_amount: 1500,
        pay_period: ['2026-01-01', '2026-01-31'],
        age: 41,
      },
    ]);
  });

  it('still refuses, in an inferred field, a value that is not a string, and any bad value elsewhere', () => {
    const decode = compileDecoder(
      [field('plan_id', 'integer'), field('age', 'integer')],
      new Set(['plan_id']),
    );
    expect(() => decode([[{ id: 1 }, 41]])).toThrow(/report field plan_id: .* is not a number/);
    expect(() => decode([[12, 'forty']])).toThrow(/report field age: "forty" is not a number/);
  });

  it('refuses a row that is not an array', () => {
    expect(() => compileDecoder([field('a', 'string')])([{ a: 1 }])).toThrow(/row 0/);
  });

  it('keeps a field named __proto__ as an own field, leaving the prototype alone', () => {
    const [row] = compileDecoder([field('__proto__', 'string'), field('constructor', 'integer')])([
      ['x', '2'],
    ]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.keys(row ?? {})).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('x');
    expect(row?.constructor).toBe(2);
  });

  it('takes field names as data, never as code', () => {
    const name = '"]: 1, x: globalThis.hacked = 1, ["';
    const [row] = compileDecoder([field(name, 'string')])([['v']]);
    expect(row).toEqual({ [name]: 'v' });
    expect((globalThis as { hacked?: unknown }).hacked).toBeUndefined();
  });
});

describe('decoder cache', () => {
  it('never generates code (forbidden under a strict CSP and in Workers)', () => {
    const construct = vi.spyOn(globalThis, 'Function');
    compileDecoder([field('a', 'integer'), field('b', 'boolean')])([[1, 't']]);
    expect(construct).not.toHaveBeenCalled();
  });

  it('compiles one decoder per fields list, and a new one when the fields change', () => {
    const fields = [field('a', 'integer'), field('b', 'string')];
    expect(decoderFor(fields)).toBe(decoderFor(fields.map((f) => ({ ...f }))));
    expect(decoderFor(fields)).not.toBe(decoderFor([field('a', 'integer'), field('b', 'boolean')]));
  });

  it('keeps apart the decoders of the same fields, lenient or not', () => {
    const fields = [field('a', 'integer')];
    expect(decoderFor(fields, new Set(['a']))([['x']])).toEqual([{ a: 'x' }]);
    expect(() => decoderFor(fields)([['x']])).toThrow(/report field a: "x" is not a number/);
  });
});
