/**
 * A Node process for `limiter-registry.test.ts`: one call with the default limits (a minute's window)
 * against a loopback service of its own, then nothing left to do. It must exit at once: the registry's
 * sweep may not keep it alive.
 */
import { endpoint } from '../../../src/core/endpoint.ts';
import { HttpCore } from '../../../src/core/http.ts';
import { sendJson, startLoopback } from '../../support/loopback.ts';

const service = await startLoopback((_request, res) => sendJson(res, 200, { ok: true }));
const core = new HttpCore({ baseUrl: service.url, accessToken: 'exit-token' });
await core.call(endpoint({ method: 'GET', effect: 'read', path: '/api/v2/desk/things', returns: 'body' }));
await service.close();
console.log('called');
