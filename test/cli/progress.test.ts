import { describe, expect, it } from 'vitest';
import { Progress } from '../../src/cli/progress.ts';

/** A progress line whose clock the test moves. */
function progress() {
  let now = 0;
  let text = '';
  const line = new Progress(
    (chunk) => {
      text += chunk;
    },
    () => now,
  );
  return { line, advance: (ms: number) => (now += ms), text: () => text };
}

describe('report progress line', () => {
  it('rows of the total with a bar, pages, rows/s and the time left, rewritten after each page', () => {
    const { line, advance, text } = progress();
    advance(1_000);
    line.page(500, 12_102);
    expect(text()).toBe('\r[#.......................] 500/12,102 rows · 1 page · 500 rows/s · ETA 0:24');
    advance(9_000);
    line.page(4_500, undefined);
    expect(line.line()).toBe(
      '[##########..............] 5,000/12,102 rows · 2 pages · 500 rows/s · ETA 0:15',
    );
    line.finish();
    line.finish();
    expect(text().endsWith('ETA 0:15\n')).toBe(true);
  });

  it('without a total: no bar, no ETA; nothing shown, nothing to finish', () => {
    const { line, advance, text } = progress();
    line.finish();
    expect(text()).toBe('');
    advance(2_000);
    line.page(20, undefined);
    expect(line.line()).toBe('20 rows · 1 page · 10 rows/s');
  });

  it('no rate and no time left until a second has passed: a first page in 1 ms claims no 500,000 rows/s', () => {
    const { line, advance, text } = progress();
    advance(1);
    line.page(500, 12_102);
    expect(text()).toBe('\r[#.......................] 500/12,102 rows · 1 page');
    advance(998);
    line.page(500, undefined);
    expect(line.line()).toBe('[##......................] 1,000/12,102 rows · 2 pages');
    advance(1);
    expect(line.line()).toBe(
      '[##......................] 1,000/12,102 rows · 2 pages · 1,000 rows/s · ETA 0:12',
    );
  });

  it('hours past an hour; a full bar for an empty report', () => {
    const { line, advance } = progress();
    advance(10_000);
    line.page(1, 4_000);
    expect(line.line()).toBe('[........................] 1/4,000 rows · 1 page · 0 rows/s · ETA 11:06:30');
    const empty = progress();
    empty.advance(1_005);
    empty.line.page(0, 0);
    expect(empty.line.line()).toBe('[########################] 0/0 rows · 1 page · 0 rows/s · ETA 0:00');
  });
});
