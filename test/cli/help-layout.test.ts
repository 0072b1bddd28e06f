import { describe, expect, it } from 'vitest';
import { helpWidth, layoutHelp } from '../../src/cli/help-layout.ts';

describe('help laid out to a width', () => {
  it("takes the terminal's width from 40 to 100 columns, 80 when piped or not said", () => {
    expect(helpWidth({ write: () => true, isTTY: true, columns: 60 })).toBe(60);
    expect(helpWidth({ write: () => true, isTTY: true, columns: 20 })).toBe(40);
    expect(helpWidth({ write: () => true, isTTY: true, columns: 240 })).toBe(100);
    expect(helpWidth({ write: () => true, isTTY: true })).toBe(80);
    expect(helpWidth({ write: () => true, columns: 240 })).toBe(80);
  });

  it('aligns the meanings of rows next to each other; a long term has a line of its own', () => {
    const text = [
      'Options:',
      '  --port <port>\tthe port to listen on',
      '  --a-very-long-option-name <value>\tits meaning goes below, in the column',
      '  -h, --help\tthis help',
      '',
      'Verbs:',
      '  get\tone',
    ].join('\n');
    expect(layoutHelp(text, 40)).toBe(
      [
        'Options:',
        '  --port <port>  the port to listen on',
        '  --a-very-long-option-name <value>',
        '                 its meaning goes below,',
        '                 in the column',
        '  -h, --help     this help',
        '',
        'Verbs:',
        '  get  one',
      ].join('\n'),
    );
  });

  it('wraps a line at spaces, indented as it is; a value list after a |; a longer word whole', () => {
    expect(layoutHelp('  one two three four five six', 16)).toBe('  one two three\n  four five six');
    expect(layoutHelp('  kind\ta_one|b_two|c_three|d_four', 24)).toBe(
      '  kind  a_one|b_two|\n        c_three|d_four',
    );
    expect(layoutHelp('see https://example.com/a/long/path', 12)).toBe(
      'see\nhttps://example.com/a/long/path',
    );
    expect(layoutHelp('  --flag\t', 40)).toBe('  --flag');
  });
});
