import { readdirSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fastCheckOf } from '../../src/core/schema-fast-path.ts';
import { Random } from '../../src/sandbox/random.ts';
import { sdkEndpoints, sdkSchemas, valueFor } from './support/schema-values.ts';

/** The fast check may only say yes where zod says yes and gives the same value back. */
function agrees(schema: z.ZodMiniType, value: unknown): boolean {
  const fast = fastCheckOf(schema);
  const zod = schema.safeParse(value);
  if (!fast?.(value)) return true;
  return zod.success && isDeepStrictEqual(zod.data, value);
}

const Item = z.looseObject({
  id: z.int(),
  name: z.optional(z.nullable(z.string())),
  score: z.optional(z.number()),
  state: z.optional(z.enum(['open', 'closed'])),
  tags: z.optional(z.array(z.string())),
  photo: z.optional(z.record(z.string(), z.string())),
  when: z.optional(z.union([z.string(), z.number()])),
  kind: z.optional(z.literal('x')),
  any: z.optional(z.unknown()),
});

describe('fastCheckOf', () => {
  it.each([
    [
      'a conforming item, unknown keys kept',
      { id: 1, name: null, state: 'open', extra: { deep: [1] } },
      true,
    ],
    [
      'every optional field set',
      { id: 1, name: 'a', score: 1.5, tags: ['x'], photo: { s: 'u' }, when: 3, kind: 'x', any: {} },
      true,
    ],
    ['a missing required id', { name: 'a' }, false],
    ['a float id', { id: 1.5 }, false],
    ['an id past the safe integers', { id: 2 ** 53 }, false],
    ['an infinite score', { id: 1, score: Number.POSITIVE_INFINITY }, false],
    ['NaN', { id: 1, score: Number.NaN }, false],
    ['an unknown enum value', { id: 1, state: 'gone' }, false],
    ['a number among strings', { id: 1, tags: ['a', 2] }, false],
    ['a record of numbers', { id: 1, photo: { s: 1 } }, false],
    ['a boolean in a string|number union', { id: 1, when: true }, false],
    ['another literal', { id: 1, kind: 'y' }, false],
    ['an array for the object', [{ id: 1 }], false],
    ['null', null, false],
  ])('%s: %s', (_name, value, passes) => {
    expect(fastCheckOf(Item)?.(value)).toBe(passes);
    expect(Item.safeParse(value).success || !passes).toBe(true);
    expect(agrees(Item, value)).toBe(true);
  });

  it('checks each key by its own rule whatever order the keys come in, item after item', () => {
    const page = z.array(Item);
    // The first item's order is remembered; the next ones put other keys (or wrong values) at its places.
    expect(
      fastCheckOf(page)?.([
        { id: 1, name: 'a', score: 2 },
        { score: 1.5, id: 2, name: null },
      ]),
    ).toBe(true);
    expect(
      fastCheckOf(page)?.([
        { id: 1, name: 'a' },
        { name: 3, id: 2 },
      ]),
    ).toBe(false);
    expect(
      fastCheckOf(page)?.([
        { id: 1, name: 'a' },
        { name: 'b', id: 'x' },
      ]),
    ).toBe(false);
    expect(
      fastCheckOf(page)?.([
        { id: 1, extra: 'x' },
        { name: 'b', id: 2, score: 'x' },
      ]),
    ).toBe(false);
    expect(
      fastCheckOf(page)?.([
        { id: 1, name: 'a' },
        { extra: 1, name: 'b' },
      ]),
    ).toBe(false);
  });

  it('sends extra keys of strict and stripping objects to zod (which refuses or drops them)', () => {
    const strict = z.strictObject({ a: z.string() });
    const strip = z.object({ a: z.string() });
    expect(fastCheckOf(strict)?.({ a: 'x' })).toBe(true);
    expect(fastCheckOf(strict)?.({ a: 'x', b: 1 })).toBe(false);
    expect(fastCheckOf(strip)?.({ a: 'x', b: 1 })).toBe(false);
    expect(strip.parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
  });

  it('passes a value given for a default, and sends a missing one to zod (which puts the default in)', () => {
    const Services = z.looseObject({ list: z._default(z.array(z.string()), []) });
    expect(fastCheckOf(Services)?.({ list: ['a'] })).toBe(true);
    expect(fastCheckOf(Services)?.({})).toBe(false);
    expect(Services.parse({})).toEqual({ list: [] });
  });

  it('sends an own __proto__ key to zod, which drops it (JSON.parse makes one an own key)', () => {
    const value = JSON.parse('{"id": 1, "__proto__": {"polluted": true}}');
    expect(fastCheckOf(Item)?.(value)).toBe(false);
    expect(Object.hasOwn(Item.parse(value), '__proto__')).toBe(false);
    const photos = z.record(z.string(), z.unknown());
    expect(fastCheckOf(photos)?.(JSON.parse('{"__proto__": "x"}'))).toBe(false);
    // A JSON `constructor` is never a function: zod takes the object as a plain one.
    expect(fastCheckOf(photos)?.(JSON.parse('{"constructor": {}}'))).toBe(true);
    expect(photos.parse(JSON.parse('{"constructor": {}}'))).toEqual({ constructor: {} });
  });

  it("checks an item's nested records and lists entry by entry, as zod does", () => {
    const check = fastCheckOf(Item);
    const nested = { id: 1, photo: { x50: 'a.jpg', x100: 'b.jpg' }, tags: ['a', 'b'] };
    expect(check?.(nested)).toBe(true);
    expect(Item.parse(nested)).toEqual(nested);
    for (const value of [
      { id: 1, photo: { x50: 1 } },
      { id: 1, tags: ['a', 1] },
      { id: 1, photo: ['a.jpg'] },
      { id: 1, tags: { 0: 'a' } },
      JSON.parse('{"id": 1, "photo": {"__proto__": "x"}}'),
    ]) {
      expect(check?.(value), JSON.stringify(value)).toBe(false);
      // What zod then does with them: refuses the wrong kinds, drops the own __proto__ key.
      if (!Object.hasOwn(value.photo ?? {}, '__proto__'))
        expect(Item.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(Item.parse(JSON.parse('{"id": 1, "photo": {"__proto__": "x"}}'))).toStrictEqual({
      id: 1,
      photo: {},
    });
  });

  it('tries union options in any order only when each refuses exactly what zod refuses', () => {
    // zod gives the first option that passes: here the stripping one, which drops `b`.
    const union = z.union([z.object({ a: z.string() }), z.looseObject({ a: z.string() })]);
    expect(union.parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
    expect(fastCheckOf(union)).toBeUndefined();
    const exact = z.union([z.string(), z.looseObject({ a: z.string() }), z.array(z.number())]);
    expect([{ a: 'x', b: 1 }, 'x', [1]].map((value) => fastCheckOf(exact)?.(value))).toEqual([
      true,
      true,
      true,
    ]);
    expect([{ a: 1 }, true, ['x']].map((value) => fastCheckOf(exact)?.(value))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('checks the bounds, lengths and patterns of strings and numbers as zod does', () => {
    const page = fastCheckOf(z.int().check(z.positive(), z.maximum(100)));
    expect([1, 100, 0, 101, 1.5, '1', null].map((value) => page?.(value))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    const sort = fastCheckOf(z.string().check(z.regex(/^-?id$/g), z.minLength(2)));
    // A pattern with the g flag is tested from its start each time, as zod does.
    expect(['id', 'id', '-id', 'i', 'name', 1].map((value) => sort?.(value))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    // zod counts a least length in code points: a surrogate pair in doubt is zod's to count.
    const three = fastCheckOf(z.string().check(z.minLength(3)));
    expect(['abc', '😀a', '😀😀😀'].map((value) => three?.(value))).toEqual([true, false, true]);
    expect(z.string().check(z.minLength(3)).safeParse('😀a').success).toBe(false);
    expect(fastCheckOf(z.optional(z.number().check(z.minimum(2))))?.(undefined)).toBe(true);
    // In a union, a string the least length leaves in doubt passes by another option as it passes by zod.
    const either = z.union([z.string().check(z.minLength(2)), z.string()]);
    expect(fastCheckOf(either)?.('😀')).toBe(true);
    expect(either.parse('😀')).toBe('😀');
  });

  it('leaves schemas with other checks, formats or transforms to zod', () => {
    expect(fastCheckOf(z.string().check(z.refine((text) => text !== 'x')))).toBeUndefined();
    expect(fastCheckOf(z.string().check(z.maxLength(3)))).toBeUndefined();
    // A length check on what may be null or missing: zod skips it there.
    expect(fastCheckOf(z.nullable(z.string()).check(z.minLength(1) as never))).toBeUndefined();
    expect(fastCheckOf(z.optional(z.string()).check(z.minLength(1) as never))).toBeUndefined();
    // A symbol key of a shape, which the walk does not read.
    expect(
      fastCheckOf(z.strictObject({ a: z.optional(z.string()), [Symbol('s')]: z.string() })),
    ).toBeUndefined();
    expect(fastCheckOf(z.number().check(z.multipleOf(2)))).toBeUndefined();
    expect(fastCheckOf(z.email())).toBeUndefined();
    expect(fastCheckOf(z.lazy(() => z.string()))).toBeUndefined();
    expect(fastCheckOf(z.looseObject({ at: z.optional(z.iso.datetime()) }))?.({ at: 'soon' })).toBe(false);
    expect(
      fastCheckOf(
        z.pipe(
          z.string(),
          z.transform((s) => s.length),
        ),
      ),
    ).toBeUndefined();
  });

  it('agrees with zod on every reference payload of every endpoint, and passes them all', () => {
    const dir = new URL('../fixtures/reference/core-v2-examples/', import.meta.url);
    const payloads = readdirSync(dir).map(
      (name) => JSON.parse(readFileSync(new URL(name, dir), 'utf8')).response,
    );
    let checked = 0;
    for (const endpoint of sdkEndpoints()) {
      const schema = endpoint.schema as z.ZodMiniType | undefined;
      if (!schema || !endpoint.key) continue;
      for (const payload of payloads) {
        const items = (payload as Record<string, unknown> | null)?.[endpoint.key];
        if (!Array.isArray(items)) continue;
        for (const item of items) {
          expect(agrees(schema, item), `${endpoint.path} ${JSON.stringify(item).slice(0, 200)}`).toBe(true);
          const parsed = schema.safeParse(item);
          if (parsed.success) expect(parsed.data).toStrictEqual(item);
          if (parsed.success && fastCheckOf(schema)) {
            expect(
              fastCheckOf(schema)?.(item),
              `${endpoint.path} ${JSON.stringify(item).slice(0, 300)}`,
            ).toBe(true);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('says yes exactly where zod accepts a value and gives it back unchanged, on generated hostile values of every answer schema', () => {
    const random = new Random(23);
    const passed = { all: 0, fast: 0, zod: 0 };
    for (const schema of sdkSchemas((endpoint) => [endpoint.schema])) {
      for (const list of [false, true]) {
        const checked = list ? z.array(schema) : schema;
        for (let i = 0; i < 60; i++) {
          const hostility = i % 3 === 0 ? 0 : 0.04;
          const value = list
            ? Array.from({ length: 3 }, () => valueFor(schema, random, hostility))
            : valueFor(schema, random, hostility);
          const zod = checked.safeParse(value);
          const unchanged = zod.success && isDeepStrictEqual(zod.data, value);
          const fast = fastCheckOf(checked)?.(value) ?? false;
          expect(fast, `${JSON.stringify(value)?.slice(0, 300)}`).toBe(unchanged);
          passed.all++;
          if (fast) passed.fast++;
          if (zod.success) passed.zod++;
        }
      }
    }
    // Both sides are well exercised: many values pass without zod's parse, many are refused by zod.
    expect(passed.fast).toBeGreaterThan(passed.all / 4);
    expect(passed.all - passed.zod).toBeGreaterThan(passed.all / 4);
    // Some 5,000 zod parses: about 1.5 s on an idle machine, so a margin for a loaded one.
  }, 30_000);
});
