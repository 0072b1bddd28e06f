import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { Pike13, ResponseValidationError, ValidationError } from '../../src/index.ts';
import { webhookTarget } from '../../src/webhooks/index.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const TOKEN = 'tok_desk_0123456789';
const SECRET = 'whsec_0123456789abcdef';
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: TOKEN, rateLimit: false });

/** Every text an error can show: message, stack, JSON, inspect, down the cause chain. */
function everyText(error: unknown): string {
  const texts: string[] = [inspect(error, { depth: 10 })];
  for (let e = error; e !== undefined && e !== null; e = (e as { cause?: unknown }).cause) {
    texts.push(String(e), (e as Error).stack ?? '', JSON.stringify(e) ?? '');
  }
  return texts.join('\n');
}

describe('the webhook target secret', () => {
  it('is in no part of an error whose answer echoes the target, raw or encoded', async () => {
    const target = webhookTarget('https://hooks.example.com/pike13', SECRET);
    const echoed = {
      errors: [
        {
          title: 'is invalid',
          detail: `target ${target} is unreachable`,
          source: { pointer: '/data/attributes/target' },
        },
      ],
      data: { attributes: { target, encoded: encodeURIComponent(target), plain: `secret ${SECRET}` } },
    };
    service.reply('POST', 'https://mybiz.pike13.com/api/v3/webhooks', json(echoed, { status: 422 }));
    const error = await pike13.webhooks.create({ topic: 'person.created', target }).catch((e: unknown) => e);
    expect(ValidationError.is(error)).toBe(true);
    expect((error as ValidationError).messages).toEqual([
      '/data/attributes/target: target https://hooks.example.com/pike13?webhook_secret=[redacted] is unreachable',
    ]);
    expect((error as ValidationError).body).toMatchObject({
      data: { attributes: { plain: 'secret [redacted]' } },
    });
    expect(everyText(error)).not.toContain(SECRET);
    expect(everyText(error)).not.toContain(TOKEN);
  });
});

describe('answers', () => {
  it('a next link that is not a URL becomes a ResponseValidationError without the link', async () => {
    const next = `http://[::1/api/v2/desk/people?page=2&access_token=${TOKEN}`;
    service.reply(
      'GET',
      'https://mybiz.pike13.com/api/v2/desk/people',
      json({ people: [], total_count: 9, next }),
    );
    const error = await pike13.desk.people.list().catch((e: unknown) => e);
    expect(ResponseValidationError.is(error)).toBe(true);
    expect(error).toMatchObject({
      message: 'GET /api/v2/desk/people: the next link of page 1 is not a URL',
      method: 'GET',
      url: 'https://mybiz.pike13.com/api/v2/desk/people?page=1',
    });
    expect(everyText(error)).not.toContain(TOKEN);
  });

  it('an empty 200 answer is a ResponseValidationError carrying method, URL and status', async () => {
    service.reply('GET', 'https://mybiz.pike13.com/api/v2/desk/people/7', new Response('', { status: 200 }));
    const error = await pike13.desk.people.get(7).catch((e: unknown) => e);
    expect(ResponseValidationError.is(error)).toBe(true);
    expect(error).toMatchObject({
      message: 'GET /api/v2/desk/people/:id: the answer has no people',
      method: 'GET',
      url: 'https://mybiz.pike13.com/api/v2/desk/people/7',
      status: 200,
    });
  });

  it('a token the service echoes in an error body is redacted there', async () => {
    const body = { error: `token ${TOKEN} is revoked`, request: { url: `/x?access_token=${TOKEN}` } };
    service.reply('GET', 'https://mybiz.pike13.com/api/v2/desk/people/7', json(body, { status: 401 }));
    const error = await pike13.desk.people.get(7).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, messages: ['token [redacted] is revoked'] });
    expect(everyText(error)).not.toContain(TOKEN);
  });
});
