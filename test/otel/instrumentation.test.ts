import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { eq } from '../../src/reports/index.ts';
import { syncIntoMirror } from '../../src/sync/into-mirror.ts';
import { openSqliteMirror } from '../../src/sync/sqlite.ts';
import { createWebhookHandler } from '../../src/webhooks/index.ts';
import { sandboxFor } from '../sandbox/support.ts';
import { startLoopback } from '../support/loopback.ts';
import { tempDb } from '../support/sync-mirror.ts';
import { notification } from '../webhooks/fixtures.ts';
import { childrenOf, spanNamed, telemetry, telemetryText } from './setup.ts';

const TOKEN = 'otel-test-token-5f1c9a';

/** A service on loopback answering each request with the next of `answers` (the last one repeats). */
async function scripted(answers: { status: number; headers?: Record<string, string> }[]) {
  const server = await startLoopback((_request, response) => {
    const answer = answers[Math.min(server.requests.length, answers.length) - 1];
    const { status = 200, headers = {} } = answer ?? {};
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(status < 400 ? JSON.stringify({ people: [{ id: 7, first_name: 'Ada' }] }) : '{}');
  });
  return server;
}

describe('Pike13Instrumentation with the OpenTelemetry SDK', () => {
  it('makes a span per call, under the active span, with a child HTTP client span and a duration', async () => {
    const otel = telemetry();
    const sandbox = await sandboxFor();
    const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff });
    const [first] = (await pike13.desk.people.list()).items;
    const { parent, result } = await otel.within(() => pike13.desk.people.get(first?.id as number));

    expect(result.id).toBe(first?.id);
    const spans = otel.spans();
    const call = spanNamed(spans, 'pike13 desk.people.get');
    expect(call.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
    expect(call.kind).toBe(SpanKind.INTERNAL);
    expect(call.attributes).toEqual({
      'pike13.endpoint': 'desk.people.get',
      'http.request.method': 'GET',
      'url.template': '/api/v2/desk/people/:id',
      'http.response.status_code': 200,
    });
    const [http] = childrenOf(spans, call);
    const { port, hostname } = new URL(sandbox.url);
    expect(http?.name).toBe('GET /api/v2/desk/people/:id');
    expect(http?.kind).toBe(SpanKind.CLIENT);
    expect(http?.attributes).toEqual({
      'http.request.method': 'GET',
      'url.template': '/api/v2/desk/people/:id',
      'url.full': `${sandbox.url}/api/v2/desk/people/${first?.id}`,
      'server.address': hostname,
      'server.port': Number(port),
      'http.response.status_code': 200,
    });
    const { descriptor, points } = await otel.durations();
    expect(descriptor).toMatchObject({ name: 'http.client.request.duration', unit: 's' });
    const get = points.find((point) => point.attributes['url.template'] === '/api/v2/desk/people/:id');
    expect(get?.attributes).toEqual({
      'http.request.method': 'GET',
      'url.template': '/api/v2/desk/people/:id',
      'server.address': hostname,
      'server.port': Number(port),
      'http.response.status_code': 200,
    });
    expect(get?.value.count).toBe(1);
    expect(telemetryText(spans, (await otel.durations()).all)).not.toContain(sandbox.tokens.staff);
  });

  it('shows a retried call: one HTTP span per attempt, the retry as an event, the resend count', async () => {
    const otel = telemetry();
    const server = await scripted([{ status: 503 }, { status: 200 }]);
    const pike13 = new Pike13({ baseUrl: server.url, accessToken: TOKEN });
    try {
      expect((await pike13.desk.people.get(7)).first_name).toBe('Ada');
    } finally {
      await server.close();
    }

    const spans = otel.spans();
    const call = spanNamed(spans, 'pike13 desk.people.get');
    expect(call.attributes).toMatchObject({
      'http.request.resend_count': 1,
      'http.response.status_code': 200,
    });
    expect(call.events.map((event) => [event.name, event.attributes])).toEqual([
      ['pike13.retry', { 'http.request.resend_count': 1 }],
    ]);
    const attempts = childrenOf(spans, call);
    expect(attempts.map((span) => span.attributes['http.response.status_code'])).toEqual([503, 200]);
    expect(attempts[0]?.attributes['error.type']).toBe('503');
    expect(attempts[0]?.status.code).toBe(SpanStatusCode.ERROR);
    expect(attempts[1]?.attributes['http.request.resend_count']).toBe(1);
    expect(attempts[1]?.attributes['error.type']).toBeUndefined();
    const { points } = await otel.durations();
    expect(points.map((point) => point.attributes['http.response.status_code']).sort()).toEqual([200, 503]);
    expect(telemetryText(spans, points)).not.toContain(TOKEN);
  });

  it('shows a 429 that pauses the client: the limited call, then the next call waiting for its slot', async () => {
    const otel = telemetry();
    const reset = String(Math.ceil(Date.now() / 1000) + 1);
    const limited = { 'ratelimit-limit': '100', 'ratelimit-remaining': '0', 'ratelimit-reset': reset };
    const server = await scripted([{ status: 429, headers: limited }, { status: 200 }]);
    const pike13 = new Pike13({ baseUrl: server.url, accessToken: TOKEN });
    try {
      await expect(pike13.desk.people.get(7, { maxRetries: 0 })).rejects.toMatchObject({ status: 429 });
      await pike13.desk.people.get(8);
    } finally {
      await server.close();
    }

    const [refused, waited] = otel.spans().filter((span) => span.name === 'pike13 desk.people.get');
    expect(refused?.status.code).toBe(SpanStatusCode.ERROR);
    expect(refused?.attributes).toMatchObject({
      'error.type': 'RateLimitError',
      'http.response.status_code': 429,
    });
    expect(refused?.events.map((event) => event.name)).toEqual(['pike13.rate_limited']);
    const wait = waited?.events.find((event) => event.name === 'pike13.rate_limit.wait');
    expect(wait?.attributes?.['pike13.rate_limit.wait_ms']).toBeGreaterThan(100);
    expect(waited?.attributes['pike13.rate_limit.wait_ms']).toBeGreaterThan(100);
    expect(telemetryText(otel.spans(), [])).not.toContain(TOKEN);
  });

  it('makes one span per page of a paged read, each under the iteration’s parent', async () => {
    const otel = telemetry();
    const sandbox = await sandboxFor();
    const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff });
    const { parent, result } = await otel.within(() =>
      pike13.desk.invoices.list({ per_page: 1 }).toArray({ limit: 3 }),
    );

    expect(result).toHaveLength(3);
    const pages = otel.spans().filter((span) => span.name === 'pike13 desk.invoices.list');
    expect(pages.map((span) => span.attributes['pike13.page'])).toEqual([1, 2, 3]);
    for (const page of pages) expect(page.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
    const urls = pages.flatMap((page) => childrenOf(otel.spans(), page)).map((s) => s.attributes['url.full']);
    expect(urls).toEqual(Array(3).fill(`${sandbox.url}/api/v2/desk/invoices`));
    // The query (`per_page=1&page=2`) stays out, as any value a query may carry.
    expect(telemetryText(otel.spans(), (await otel.durations()).all)).not.toMatch(/per_page|\?page/);
  });

  it('names a report query and keeps its filter values out', async () => {
    const otel = telemetry();
    const sandbox = await sandboxFor();
    const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff });
    const filterValue = 'filter-value-4c1e8d';
    await pike13.reports.clients.select('person_id').where(eq('full_name', filterValue)).page();

    const call = spanNamed(otel.spans(), 'pike13 reports.query');
    expect(call.attributes).toMatchObject({
      'http.request.method': 'POST',
      'url.template': '/desk/api/v3/reports/:resource/queries',
      'http.response.status_code': 200,
    });
    expect(childrenOf(otel.spans(), call)[0]?.attributes['url.full']).toBe(
      `${sandbox.url}/desk/api/v3/reports/clients/queries`,
    );
    expect(telemetryText(otel.spans(), (await otel.durations()).all)).not.toContain(filterValue);
  });

  it('makes a consumer span per webhook delivery, with its topic and outcome, and no secret', async () => {
    const otel = telemetry();
    const secret = 'whsec-otel-3d9e71b2';
    const handler = createWebhookHandler({ secret, on: { 'visit.updated': () => undefined } });
    const url = `https://hooks.example.com/pike13?webhook_secret=${secret}`;
    const body = JSON.stringify(notification('visit.updated'));
    const response = await handler(new Request(url, { method: 'POST', body }));
    const refused = await handler(new Request('https://hooks.example.com/pike13', { method: 'POST', body }));

    expect([response.status, refused.status]).toEqual([200, 401]);
    const [delivery, wrong] = otel.spans();
    expect(delivery?.name).toBe('process visit.updated');
    expect(delivery?.kind).toBe(SpanKind.CONSUMER);
    expect(delivery?.attributes).toEqual({
      'messaging.system': 'pike13',
      'messaging.operation.type': 'process',
      'messaging.destination.name': 'visit.updated',
      'pike13.webhook.id': 321,
      'pike13.business.id': 99,
      'pike13.webhook.outcome': 'handled',
      'http.response.status_code': 200,
    });
    expect(wrong?.attributes).toMatchObject({
      'pike13.webhook.outcome': 'refused',
      'http.response.status_code': 401,
    });
    expect(telemetryText(otel.spans(), [])).not.toContain(secret);
  });

  it('makes a span per sync batch with its resource and counts', { timeout: 30_000 }, async () => {
    const otel = telemetry();
    const sandbox = await sandboxFor();
    const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff });
    const mirror = await openSqliteMirror(tempDb());
    try {
      await syncIntoMirror(pike13, mirror, { resources: ['people'] });
    } finally {
      await mirror.close();
    }

    const batches = otel.spans().filter((span) => span.name === 'pike13 sync people');
    expect(batches.length).toBeGreaterThan(0);
    const changes = batches.map((span) => span.attributes['pike13.sync.changes'] as number);
    expect(changes.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0);
    for (const batch of batches) {
      expect(batch.attributes).toMatchObject({ 'pike13.sync.resource': 'people', 'pike13.sync.deleted': 0 });
    }
    expect(telemetryText(otel.spans(), [])).not.toContain(sandbox.tokens.staff);
  });
});
