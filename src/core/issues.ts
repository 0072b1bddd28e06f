import type * as z from 'zod/mini';

/** One line per schema issue: the dotted path under `root` (or `body` for the whole value), then the rule. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], root = ''): string[] {
  return issues.map((issue) => {
    const path = [root, ...issue.path.map(String)].filter((part) => part !== '').join('.');
    return `${path || 'body'}: ${ruleOf(issue)}`;
  });
}

/** What zod/mini, which loads no locale, calls every broken rule: the words the SDK writes itself instead. */
const BARE = 'Invalid input';

/**
 * Parse options that keep every issue without a message of its schema's own at `BARE`, whatever locale
 * loading classic `zod` (the MCP SDK does) installed for every zod of the process: `ruleOf` then writes the
 * SDK's words, the same with or without it.
 */
export const OWN_WORDS: z.core.ParseContext<z.core.$ZodIssue> = { error: () => BARE };

/** The rule an issue says was broken, in words: the schema's own message, or one made from the issue. */
export function ruleOf(issue: z.core.$ZodIssue): string {
  if (issue.message !== BARE) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${TYPE_NAMES[issue.expected] ?? `of type ${issue.expected}`}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${JSON.stringify(issue.values[0])}`
        : `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'too_small':
      return `must ${boundOf(issue.origin, 'at least', 'more than', issue.minimum, issue.inclusive)}`;
    case 'too_big':
      return `must ${boundOf(issue.origin, 'at most', 'less than', issue.maximum, issue.inclusive)}`;
    case 'invalid_format':
      return `must be ${FORMAT_NAMES[issue.format] ?? `in the ${issue.format} format`}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'invalid_union':
      return 'matches none of the forms it may take';
    default:
      return 'is invalid';
  }
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  int: 'a whole number',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  date: 'a Date',
  bigint: 'a bigint',
};

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  date: 'a date as YYYY-MM-DD',
  datetime: 'an ISO 8601 timestamp',
  time: 'a time as HH:MM[:SS]',
  email: 'an email address',
  url: 'a URL',
  uuid: 'a UUID',
};

function boundOf(
  origin: string,
  inclusiveWord: string,
  exclusiveWord: string,
  bound: number | bigint | Date,
  inclusive: boolean | undefined,
): string {
  const limit = `${inclusive === false ? exclusiveWord : inclusiveWord} ${bound instanceof Date ? bound.toISOString() : String(bound)}`;
  if (origin === 'string') return `have ${limit} characters`;
  if (origin === 'array' || origin === 'set') return `have ${limit} items`;
  return `be ${limit}`;
}
