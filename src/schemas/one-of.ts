import * as z from 'zod/mini';
import { OWN_WORDS, ruleOf } from '../core/issues.ts';

type Shapes = Record<string, z.ZodMiniType>;

/**
 * One of several object shapes, picked by `pick` from the keys a value has and checked against that shape
 * alone, so an error names the field at fault rather than "matches no option". Shapes are strict objects:
 * a key of another shape is refused by name.
 */
export function oneOf<const S extends Shapes>(
  shapes: S,
  pick: (value: object) => keyof S | undefined,
  none: string,
) {
  const check = z.superRefine((value: unknown, ctx) => {
    const name = typeof value === 'object' && value !== null ? pick(value) : undefined;
    if (name === undefined) return ctx.addIssue({ code: 'custom', message: none, input: value });
    for (const issue of (shapes[name] as z.ZodMiniType).safeParse(value, OWN_WORDS).error?.issues ?? []) {
      const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : [];
      for (const key of unknownKeys) {
        const message = `is not a field of a ${String(name)}`;
        ctx.addIssue({ code: 'custom', message, path: [...issue.path, key], input: value });
      }
      if (unknownKeys.length === 0)
        ctx.addIssue({ code: 'custom', message: ruleOf(issue), path: issue.path, input: value });
    }
  });
  return z.unknown().check(check) as unknown as z.ZodMiniType<z.output<S[keyof S]>, z.input<S[keyof S]>>;
}
