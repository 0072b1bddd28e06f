import { describe, expect, it } from 'vitest';
import { authorizationUrl, InputError } from '../../src/oauth/index.ts';

const app = { clientId: 'app_123', redirectUri: 'https://app.example.com/callback' };

function inputErrorOf(run: () => unknown): InputError {
  try {
    run();
  } catch (error) {
    if (InputError.is(error)) return error;
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('authorizationUrl', () => {
  it('sends account-wide logins to pike13.com when no subdomain is given', () => {
    expect(authorizationUrl(app)).toBe(
      'https://pike13.com/oauth/authorize?client_id=app_123&response_type=code' +
        '&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback',
    );
  });

  it('sends business logins to the subdomain, with the state', () => {
    expect(authorizationUrl({ ...app, subdomain: 'mystudio', state: 'st 9/x' })).toBe(
      'https://mystudio.pike13.com/oauth/authorize?client_id=app_123&response_type=code' +
        '&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback&state=st+9%2Fx',
    );
  });

  it('uses a loopback baseUrl over plain http, ahead of the subdomain', () => {
    expect(authorizationUrl({ ...app, subdomain: 'mystudio', baseUrl: 'http://127.0.0.1:4010/' })).toBe(
      'http://127.0.0.1:4010/oauth/authorize?client_id=app_123&response_type=code' +
        '&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback',
    );
  });

  it.each([
    ['clientId', { ...app, clientId: '' }],
    ['clientId', { ...app, clientId: undefined as unknown as string }],
    ['redirectUri', { ...app, redirectUri: '/callback' }],
    ['state', { ...app, state: '' }],
    ['subdomain', { ...app, subdomain: 'my studio' }],
    ['baseUrl', { ...app, baseUrl: 'http://sandbox.example.com' }],
    ['baseUrl', { ...app, baseUrl: 'not a url' }],
  ])('refuses a bad %s', (param, options) => {
    expect(inputErrorOf(() => authorizationUrl(options)).param).toBe(param);
  });
});
