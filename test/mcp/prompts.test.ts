import { describe, expect, it } from 'vitest';
import { PROMPTS, promptText } from '../../src/mcp/prompts.ts';
import { REPORT_DEFINITIONS } from '../../src/reports/by-name.ts';

/** Every name a report offers: its resource, detail and summary fields, groupings. */
const REPORT_NAMES = new Set(
  REPORT_DEFINITIONS.flatMap((definition) => [
    definition.resource,
    ...Object.keys(definition.detail),
    ...Object.keys(definition.summary),
    ...definition.groupings,
    ...Object.keys(definition.derived),
  ]),
);
const TOOLS = new Set(['reports_fields', 'reports_query', 'desk_invoices_list']);

describe('the analysis prompts', () => {
  it.each(PROMPTS.map((prompt) => [prompt.name, prompt] as const))(
    '%s names only fields the reports offer and tools the server serves',
    (_name, prompt) => {
      const text = promptText(prompt, {});
      const names = text.match(/\b[a-z]+(?:_[a-z]+)+\b/g) ?? [];
      expect(names.filter((name) => !REPORT_NAMES.has(name) && !TOOLS.has(name))).toEqual([]);
      expect(text).toContain('from 90 days ago to today');
    },
  );

  it('refuses a date not written YYYY-MM-DD', () => {
    const [attendance] = PROMPTS;
    expect(() => attendance && promptText(attendance, { to: '2026-02-30x' })).toThrow(
      'to must be a date, YYYY-MM-DD',
    );
  });
});
