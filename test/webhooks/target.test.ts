import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.ts';
import { createWebhookSecret, WEBHOOK_SECRET_PARAM, webhookTarget } from '../../src/webhooks/index.ts';

const secret = 'a-very-long-secret-42';

describe('webhookTarget', () => {
  it('adds the secret as a query parameter, keeping the rest of the URL', () => {
    const target = new URL(webhookTarget('https://hooks.example.com/pike13?app=7#x', secret));
    expect(target.origin + target.pathname).toBe('https://hooks.example.com/pike13');
    expect(target.searchParams.get('app')).toBe('7');
    expect(target.searchParams.get(WEBHOOK_SECRET_PARAM)).toBe(secret);
  });

  it('encodes a secret with reserved characters', () => {
    const target = webhookTarget('https://hooks.example.com/', 'p&ss=word/with+chars');
    expect(new URL(target).searchParams.get('webhook_secret')).toBe('p&ss=word/with+chars');
  });

  it.each([
    ['http://hooks.example.com/', 'url'],
    ['hooks.example.com/pike13', 'url'],
    ['http://127.0.0.1.example.com/', 'url'],
  ])('refuses the target %s (the service delivers to https only)', (url, param) => {
    expect(() => webhookTarget(url, secret)).toThrow(InputError);
    expect(() => webhookTarget(url, secret)).toThrow(
      `${param} must be an absolute https URL (or http on loopback, for a local sandbox)`,
    );
  });

  it('takes an http receiver on loopback, as webhooks.create and the sandbox do for a local service', () => {
    const target = new URL(webhookTarget('http://127.0.0.1:4014/', secret));
    expect(target.origin).toBe('http://127.0.0.1:4014');
    expect(target.searchParams.get(WEBHOOK_SECRET_PARAM)).toBe(secret);
    expect(new URL(webhookTarget('http://localhost:4014/hooks', secret)).pathname).toBe('/hooks');
  });

  it('refuses a short secret without quoting it', () => {
    const attempt = () => webhookTarget('https://hooks.example.com/', 'tooShort1');
    expect(attempt).toThrow(
      'secret must be a string of at least 16 characters, blanks around it not counted',
    );
    expect(attempt).not.toThrow(/tooShort1/);
  });
});

describe('createWebhookSecret', () => {
  it('makes 32 random bytes as hex, different each time', () => {
    const secrets = new Set(Array.from({ length: 20 }, createWebhookSecret));
    expect(secrets.size).toBe(20);
    for (const value of secrets) expect(value).toMatch(/^[0-9a-f]{64}$/);
  });
});
