import { describe, expect, it, vi } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();

describe('logger', () => {
  it('gets one line per request with method, URL, status and time, and never the token', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const reset = Math.ceil(Date.now() / 1000);
    service.reply(
      'GET',
      'https://studio.pike13.com/api/v2/desk/people/7',
      json(
        { people: [{ id: 7 }] },
        { headers: { 'RateLimit-Remaining': '0', 'RateLimit-Reset': String(reset) } },
      ),
    );
    const lines: string[] = [];
    const logger = { debug: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) };
    await new Pike13({
      subdomain: 'studio',
      accessToken: 'tok_logged_secret',
      logger,
      rateLimit: false,
    }).desk.people.get(7);
    await new Pike13({ subdomain: 'studio', accessToken: 'tok_logged_secret', logger }).desk.people.get(7);
    expect(lines[0]).toMatch(/^GET https:\/\/studio\.pike13\.com\/api\/v2\/desk\/people\/7 → 200 in \d+ ms$/);
    expect(lines.some((line) => line.startsWith('rate limit reached; pausing'))).toBe(true);
    expect(lines.join('\n')).not.toContain('tok_logged_secret');
  });
});
