import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { checkInput } from '../../src/core/check-input.ts';
import { InputError } from '../../src/core/errors.ts';
import { fastCheckOf, readParams } from '../../src/core/schema-fast-path.ts';
import { Random } from '../../src/sandbox/random.ts';
import { DeskPeopleListQuery } from '../../src/schemas/person-input.ts';
import { sdkSchemas, valueFor } from './support/schema-values.ts';

/** The copy of params that conform, or undefined when zod must parse them. */
function flatCopyOf(schema: z.ZodMiniType, value: unknown): Record<string, unknown> | undefined {
  const read = readParams(schema, value);
  return read?.conforming ? read.copy : undefined;
}

/** Params whose `page` is 3 when first read and a refused value after: a hostile caller's getter. */
function pageGetter() {
  let count = 0;
  const params = {
    get page() {
      count++;
      return count === 1 ? 3 : 'evil';
    },
  };
  return { params, reads: () => count };
}

/** What zod's parse gives back, or undefined when it refuses. */
function zodCopy(schema: z.ZodMiniType, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

describe('readParams', () => {
  it("copies conforming plain params in the shape's order, as zod gives them back", () => {
    const params = { sort: '-id', is_member: true, page: 2 };
    const copy = flatCopyOf(DeskPeopleListQuery, params);
    expect(copy).toEqual({ page: 2, is_member: true, sort: '-id' });
    expect(Object.keys(copy ?? {})).toEqual(Object.keys(zodCopy(DeskPeopleListQuery, params) as object));
    // A key given as undefined stays, as in zod's copy (the query leaves it out).
    expect(flatCopyOf(DeskPeopleListQuery, { page: undefined })).toStrictEqual({ page: undefined });
  });

  it('leaves to zod what it must decide: refusals, nested values, Dates, unknown keys, other objects', () => {
    for (const value of [
      { page: 0 },
      { page: '2' },
      { sort: 'name' },
      { page: 1, pge: 2 },
      { created_since: new Date(0) },
      [],
      null,
      'page=1',
    ]) {
      expect(flatCopyOf(DeskPeopleListQuery, value), JSON.stringify(value)).toBeUndefined();
      // The caller then gets zod's own answer: its copy, or its refusal.
      const parsed = DeskPeopleListQuery.safeParse(value);
      const checked = () => checkInput(DeskPeopleListQuery, value, 'GET /people');
      if (parsed.success) expect(checked()).toEqual(parsed.data);
      else expect(checked).toThrow(InputError);
    }
  });

  it('refuses what no JSON holds, as zod does: a function, a symbol, a bigint, NaN, Infinity', () => {
    const schema = z.object({ name: z.optional(z.string()), count: z.optional(z.number()) });
    // Plain values of the right kinds are copied without zod: the refusals below are the fast check's own.
    expect(flatCopyOf(schema, { name: 'Jane', count: 2 })).toEqual({ name: 'Jane', count: 2 });
    for (const value of [() => 'Jane', Symbol('Jane'), 10n, Number.NaN, Number.POSITIVE_INFINITY]) {
      for (const params of [{ name: value }, { count: value }]) {
        expect(flatCopyOf(schema, params), String(value)).toBeUndefined();
        expect(() => checkInput(schema, params, 'GET /people'), String(value)).toThrow(InputError);
      }
    }
  });

  it('reads a getter once and keeps what it read (the value checked is the value sent)', () => {
    const { params, reads } = pageGetter();
    expect(flatCopyOf(DeskPeopleListQuery, params)).toEqual({ page: 3 });
    expect(reads()).toBe(1);
  });

  it('hands zod the values it read when zod must decide: a getter still runs once', () => {
    const { params, reads } = pageGetter();
    const withDate = Object.defineProperties(
      { created_since: new Date(0) },
      Object.getOwnPropertyDescriptors(params),
    );
    expect(checkInput(DeskPeopleListQuery, withDate, 'GET /people')).toEqual({
      page: 3,
      created_since: new Date(0),
    });
    expect(reads()).toBe(1);
  });

  it('leaves loose objects, refined objects and defaults to zod', () => {
    expect(flatCopyOf(z.looseObject({ a: z.optional(z.string()) }), { a: 'x' })).toBeUndefined();
    const refined = z.strictObject({ a: z.string() }).check(z.refine((value) => value.a !== 'x'));
    expect(flatCopyOf(refined, { a: 'y' })).toBeUndefined();
    expect(flatCopyOf(z.strictObject({ a: z._default(z.string(), 'd') }), {})).toBeUndefined();
    // A stripping object's unknown keys are zod's to drop.
    expect(flatCopyOf(z.object({ a: z.string() }), { a: 'y', b: 1 })).toBeUndefined();
    expect(flatCopyOf(z.object({ a: z.string() }), { a: 'y' })).toEqual({ a: 'y' });
  });

  it("gives what zod gives, keys in order, or zod's refusal, on generated hostile params of every endpoint", () => {
    const random = new Random(29);
    const count = { all: 0, copied: 0, refused: 0 };
    for (const schema of sdkSchemas((endpoint) => [endpoint.query, endpoint.body])) {
      for (let i = 0; i < 40; i++) {
        const value = valueFor(schema, random, i % 3 === 0 ? 0 : 0.05);
        const parsed = schema.safeParse(value);
        const shown = JSON.stringify(value)?.slice(0, 300);
        let checked: unknown;
        let threw = false;
        try {
          checked = checkInput(schema, value, 'a call');
        } catch (error) {
          threw = true;
          expect(error, shown).toBeInstanceOf(InputError);
          count.refused++;
        }
        // Refused exactly where zod refuses; otherwise zod's copy, keys in its order.
        expect(threw, shown).toBe(!parsed.success);
        if (parsed.success) {
          expect(isDeepStrictEqual(checked, parsed.data), shown).toBe(true);
          expect(Object.keys(checked as object), shown).toEqual(Object.keys(parsed.data as object));
        }
        if (flatCopyOf(schema, value) !== undefined) count.copied++;
        if (fastCheckOf(schema)?.(value)) expect(isDeepStrictEqual(parsed.data, value), shown).toBe(true);
        count.all++;
      }
    }
    // Both sides are exercised: many params copied without zod's parse, many refused by zod.
    expect(count.copied).toBeGreaterThan(count.all / 10);
    expect(count.refused).toBeGreaterThan(count.all / 10);
  }, 30_000);
});
