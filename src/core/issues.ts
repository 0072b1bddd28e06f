import type * as z from 'zod/mini';

/** One line per schema issue: the dotted path under `root` (or `body` for the whole value), then the rule. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], root = ''): string[] {
  return issues.map((issue) => {
    const path = [root, ...issue.path.map(String)].filter((part) => part !== '').join('.');
    return `${path || 'body'}: ${issue.message}`;
  });
}
