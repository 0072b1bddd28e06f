import { describe, expect, it, onTestFinished } from 'vitest';
import { authorizationUrl, exchangeCode } from '../../src/oauth/index.ts';
import { sendJson, startLoopback } from '../support/loopback.ts';

const app = {
  clientId: 'app_123',
  clientSecret: 'sec_Zr8wQ1pLm4',
  redirectUri: 'https://app.example.com/cb',
};

/** A loopback stand-in for the service: consent redirects with a code, the token endpoint swaps it. */
async function fakeService() {
  const server = await startLoopback((req, res) => {
    if (req.method === 'GET' && req.url.pathname === '/oauth/authorize') {
      const callback = new URL(req.url.searchParams.get('redirect_uri') ?? '');
      callback.searchParams.set('code', `code_for_${req.url.searchParams.get('client_id')}`);
      callback.searchParams.set('state', req.url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: callback.toString() }).end();
      return;
    }
    const form = new URLSearchParams(req.body);
    sendJson(res, 200, { access_token: `token_for_${form.get('code')}`, token_type: 'bearer' });
  });
  onTestFinished(server.close);
  return server;
}

describe('authorize, callback, exchange', () => {
  it('runs the whole code flow against a loopback service', async () => {
    const service = await fakeService();
    const url = authorizationUrl({ ...app, state: 'xyz', baseUrl: service.url });
    const consent = await fetch(url, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location') ?? '');
    expect(callback.origin + callback.pathname).toBe(app.redirectUri);
    expect(callback.searchParams.get('state')).toBe('xyz');

    const token = await exchangeCode({
      ...app,
      code: callback.searchParams.get('code') ?? '',
      baseUrl: service.url,
    });
    expect(token.accessToken).toBe('token_for_code_for_app_123');
    expect(service.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'GET /oauth/authorize',
      'POST /oauth/token',
    ]);
  });
});
