import type * as z from 'zod/mini';
import type { Endpoint } from '../../../src/core/endpoint.ts';
import { endpointRegistry } from '../../../src/internal/registry.ts';
import { Pike13 } from '../../../src/pike13.ts';
import type { Random } from '../../../src/sandbox/random.ts';

/**
 * Values for property tests of the validation fast path: JSON values (what an answer's body parses to)
 * shaped by a zod schema's definition (read through zod's public `z.core.$ZodTypes`), with hostile turns
 * taken at random (a wrong type anywhere, keys missing or added, `__proto__` and `constructor` as own keys,
 * numbers past the safe integers, Infinity as `JSON.parse('1e400')` gives it). Drawn from the sandbox's
 * seeded `Random`, so a failure is found again.
 */

const STRINGS = [
  '',
  'a',
  'Jane',
  '2014-09-17T14:19:12-07:00',
  '__proto__',
  'constructor',
  '1',
  'open',
  'a@b.co',
  'US',
  '2026-01-31',
  '😀a',
];
const NUMBERS = [0, -0, 1, -7, 1.5, 2 ** 53, -(2 ** 53) + 1, 1e308, Number.POSITIVE_INFINITY];
const KEYS = ['extra', '__proto__', 'constructor', 'id', 'name', 'x50', '0'];

/** Sets an own enumerable key, `__proto__` included (as `JSON.parse` does). */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Any JSON value, `depth` levels deep at most. */
export function anyJson(random: Random, depth = 2): unknown {
  const roll = random.next();
  if (roll < 0.15) return null;
  if (roll < 0.3) return random.chance(0.5);
  if (roll < 0.5) return random.pick(NUMBERS);
  if (roll < 0.7 || depth === 0) return random.pick(STRINGS);
  if (roll < 0.85) return Array.from({ length: random.int(0, 2) }, () => anyJson(random, depth - 1));
  const object: Record<string, unknown> = {};
  for (let i = random.int(0, 2); i > 0; i--) put(object, random.pick(KEYS), anyJson(random, depth - 1));
  return object;
}

/**
 * A value for `schema`: what it describes most of the time, a hostile turn with probability `hostility` at
 * each level. `undefined` stands for a key left out.
 */
export function valueFor(schema: z.core.$ZodType, random: Random, hostility: number, depth = 4): unknown {
  if (random.chance(hostility)) return random.chance(0.1) ? undefined : anyJson(random);
  const def = (schema as z.core.$ZodTypes)._zod.def;
  const inner = (next: z.core.$ZodType) => valueFor(next, random, hostility, depth - 1);
  switch (def.type) {
    case 'string':
      return random.pick(STRINGS);
    case 'number':
      return random.chance(0.8) ? random.int(0, 999) : random.pick(NUMBERS);
    case 'boolean':
      return random.chance(0.5);
    case 'enum':
      return random.chance(0.8) ? random.pick(Object.values(def.entries)) : random.pick(STRINGS);
    case 'literal':
      return random.pick(def.values);
    case 'optional':
    case 'default':
      return random.chance(0.3) || depth === 0 ? undefined : inner(def.innerType);
    case 'nullable':
      return random.chance(0.3) || depth === 0 ? null : inner(def.innerType);
    case 'array':
      return Array.from({ length: random.int(0, 2) }, () => inner(def.element));
    case 'record': {
      const keys = ['x50', 'x100', random.pick(KEYS)].slice(0, random.int(0, 3));
      return objectOf(
        keys.map((key) => [key, def.valueType]),
        random,
        inner,
      );
    }
    case 'object':
      return objectOf(Object.entries(def.shape), random, inner);
    case 'union':
      return inner(random.pick(def.options));
    default:
      return anyJson(random);
  }
}

function objectOf(
  entries: [string, z.core.$ZodType][],
  random: Random,
  inner: (schema: z.core.$ZodType) => unknown,
): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, schema] of entries) {
    const value = inner(schema);
    if (value !== undefined) put(object, key, value);
  }
  if (random.chance(0.2)) put(object, random.pick(KEYS), anyJson(random, 1));
  return object;
}

/** Every endpoint of the SDK, from its registry (a client that never sends). */
export function sdkEndpoints(): Endpoint[] {
  return endpointRegistry(new Pike13({ baseUrl: 'http://127.0.0.1:9', accessToken: 't' })).map(
    ({ endpoint }) => endpoint as Endpoint,
  );
}

/** The distinct schemas `pick` takes from every endpoint of the SDK. */
export function sdkSchemas(pick: (endpoint: Endpoint) => readonly unknown[]): z.ZodMiniType[] {
  return [...new Set(sdkEndpoints().flatMap(pick))].filter(Boolean) as z.ZodMiniType[];
}
