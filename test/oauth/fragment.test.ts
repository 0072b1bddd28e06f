import { describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  InputError,
  OAuthError,
  ResponseValidationError,
  tokenFromFragment,
} from '../../src/oauth/index.ts';

const app = { clientId: 'app_123', redirectUri: 'https://app.example.com/callback' };
const TOKEN = 'a1B2c3D4e5F6g7H8i9J0-._~+/';

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

/** Everything a caller or a log could show of an error. */
function shown(error: unknown): string {
  const { message, issues, error: code, description } = error as Record<string, unknown>;
  return JSON.stringify([message, issues, code, description, String(error)]);
}

describe('authorizationUrl for the implicit grant', () => {
  it('asks for response_type=token, with the state', () => {
    expect(authorizationUrl({ ...app, subdomain: 'mystudio', responseType: 'token', state: 'st-1' })).toBe(
      'https://mystudio.pike13.com/oauth/authorize?client_id=app_123&response_type=token' +
        '&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback&state=st-1',
    );
  });

  it('keeps response_type=code when asked for it by name', () => {
    expect(authorizationUrl({ ...app, responseType: 'code' })).toContain('response_type=code&');
  });

  it.each(['id_token', 'TOKEN', '', 1, null])('refuses responseType %j', (responseType) => {
    const error = thrownBy(() => authorizationUrl({ ...app, responseType: responseType as 'token' }));
    expect(InputError.is(error) && error.param).toBe('responseType');
    expect((error as Error).message).toBe('responseType must be one of code, token');
  });
});

describe('tokenFromFragment', () => {
  const redirect = `https://app.example.com/callback#access_token=${encodeURIComponent(TOKEN)}&token_type=Bearer&state=st-1`;

  it('reads the token from the redirect URL, its hash or a URL object, checking the state', () => {
    const expected = { accessToken: TOKEN, tokenType: 'bearer', scope: undefined };
    expect(tokenFromFragment(redirect, { state: 'st-1' })).toEqual(expected);
    expect(tokenFromFragment(new URL(redirect).hash, { state: 'st-1' })).toEqual(expected);
    expect(tokenFromFragment(new URL(redirect))).toEqual(expected);
  });

  it('takes bearer when token_type is absent, and keeps the scope', () => {
    expect(tokenFromFragment('#access_token=abc123&scope=read%20write&expires_in=7200')).toEqual({
      accessToken: 'abc123',
      tokenType: 'bearer',
      scope: 'read write',
    });
  });

  it('throws OAuthError for an #error= answer, with its code and description', () => {
    const error = thrownBy(() =>
      tokenFromFragment('#error=access_denied&error_description=The+user+denied+access&state=st-1'),
    );
    expect(OAuthError.is(error)).toBe(true);
    expect(error).toMatchObject({
      error: 'access_denied',
      description: 'The user denied access',
      message: 'The sign-in redirect says the sign-in was refused: access_denied: The user denied access',
    });
  });

  it('never echoes a token that comes with an error, even inside the description', () => {
    const error = thrownBy(() =>
      tokenFromFragment(`#access_token=${TOKEN}&error=bad_${TOKEN}&error_description=leak+${TOKEN}`),
    );
    expect(OAuthError.is(error)).toBe(true);
    expect(shown(error)).not.toContain(TOKEN);
    expect(error).toMatchObject({ error: 'bad_[redacted]', description: 'leak [redacted]' });
  });

  it('cuts a crafted error description to 300 characters', () => {
    const error = thrownBy(() => tokenFromFragment(`#error=x&error_description=${'a'.repeat(5000)}`));
    expect((error as OAuthError).description).toHaveLength(300);
  });

  it('refuses a state other than the one the sign-in started with, without the token', () => {
    for (const fragment of [`#access_token=${TOKEN}&state=other`, `#access_token=${TOKEN}`]) {
      const error = thrownBy(() => tokenFromFragment(fragment, { state: 'st-1' }));
      expect(OAuthError.is(error) && error.error).toBe('state_mismatch');
      expect(shown(error)).not.toContain(TOKEN);
    }
  });

  it.each([
    ['no fragment', 'https://app.example.com/callback', 'The sign-in redirect carries no access_token'],
    ['an empty hash', '#', 'The sign-in redirect carries no access_token'],
    [
      'an empty token',
      '#access_token=&token_type=bearer',
      'The sign-in redirect carries a malformed access_token',
    ],
    [
      'a token with spaces',
      '#access_token=abc%20def',
      'The sign-in redirect carries a malformed access_token',
    ],
    [
      'a token with a newline',
      '#access_token=abc%0Adef',
      'The sign-in redirect carries a malformed access_token',
    ],
    [
      'two tokens',
      '#access_token=abc&access_token=def',
      'The sign-in redirect carries access_token more than once',
    ],
    ['two states', '#access_token=abc&state=a&state=b', 'The sign-in redirect carries state more than once'],
    [
      'a mac token',
      '#access_token=abc&token_type=mac',
      'The sign-in redirect carries a token_type other than bearer',
    ],
    [
      'a huge fragment',
      `#access_token=${'a'.repeat(9000)}`,
      'The sign-in redirect is longer than 8192 characters',
    ],
  ])('refuses %s with ResponseValidationError', (_, input, message) => {
    const error = thrownBy(() => tokenFromFragment(input));
    expect(ResponseValidationError.is(error)).toBe(true);
    expect((error as Error).message).toBe(message);
    expect(shown(error)).not.toMatch(/abc|def/);
  });

  it.each([
    ['a relative path', '/callback#access_token=abc'],
    ['a query string', '?access_token=abc'],
    ['a number', 42],
    ['undefined', undefined],
    ['a plain object', { hash: '#access_token=abc' }],
  ])('refuses %s with InputError, not quoting it', (_, input) => {
    const error = thrownBy(() => tokenFromFragment(input as string));
    expect(InputError.is(error) && error.param).toBe('url');
    expect((error as Error).message).toBe(
      'url must be the redirect URL or its fragment (location.href or location.hash)',
    );
  });
});
