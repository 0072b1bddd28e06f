import type { ServerResponse } from 'node:http';
import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CardVaultingError } from '../../src/front-and-desk/card-vaulting-error.ts';
import { CredentialsError, InputError, Pike13 } from '../../src/index.ts';
import type { Card } from '../../src/schemas/card-input.ts';
import { type LoopbackRequest, sendJson, startLoopback } from '../support/loopback.ts';

const NUMBER = '4111111111111111';
const CVV = '7319';
const TOKEN = 'tok_secret_4242';
const card: Card = {
  cc_number: '4111 1111 1111 1111',
  cc_exp: '0839',
  cvv: CVV,
  first_name: 'Jane',
  last_name: 'Client',
  postal: '98101',
};
const secrets = [NUMBER, '4111 1111 1111 1111', '4111-1111-1111-1111', CVV, '0839', '08/39'];

/** What the stand-ins answer; each test sets what it needs. */
const scenario = {
  cvvRequired: false,
  /** Answers of step 3, in turn (the last repeats). */
  confirmations: [] as [number, unknown][],
  /** Where the gateway redirects; default the service's confirmation address. */
  redirect: undefined as string | undefined,
  /** The gateway URL step 1 gives; default the loopback gateway. */
  gatewayUrl: undefined as string | undefined,
  /** Called when the service answers step 1. */
  onStart: () => {},
};

let service: Awaited<ReturnType<typeof startLoopback>>;
let gateway: Awaited<ReturnType<typeof startLoopback>>;
const logLines: string[] = [];

function serviceHandler(request: LoopbackRequest, res: ServerResponse) {
  const [, side, path] = /^\/api\/v2\/(front|desk)(\/.*)$/.exec(request.url.pathname) ?? [];
  if (path === '/payments/configuration') {
    const required_fields = { cvv: scenario.cvvRequired };
    return sendJson(res, 200, { payment_configuration: { creditcard: { required_fields } } });
  }
  if (request.method === 'POST' && path === '/people/48/form_of_payments') {
    scenario.onStart();
    const token = `t${service.requests.filter((r) => r.method === 'POST').length}`;
    const form_url = scenario.gatewayUrl ?? `${gateway.url}/three-step/${side}-${token}`;
    return sendJson(res, 200, { form_of_payments: [{ type: 'creditcard', form_url }] });
  }
  if (path === '/form_of_payments/complete') {
    const [status, body] = scenario.confirmations.shift() ?? [200, {}];
    return sendJson(res, status, body);
  }
  sendJson(res, 404, { error: 'not found' });
}

function gatewayHandler(request: LoopbackRequest, res: ServerResponse) {
  const [side, token] = request.url.pathname.split('/').pop()?.split('-') ?? [];
  const location =
    scenario.redirect ?? `${service.url}/api/v2/${side}/form_of_payments/complete?token-id=${token}`;
  res.writeHead(302, { location, 'content-type': 'text/html' }).end('<a href="">redirecting</a>');
}

beforeAll(async () => {
  service = await startLoopback(serviceHandler);
  gateway = await startLoopback(gatewayHandler);
});
afterAll(async () => {
  await service.close();
  await gateway.close();
});
afterEach(() => {
  service.requests.length = 0;
  gateway.requests.length = 0;
  logLines.length = 0;
  Object.assign(scenario, {
    cvvRequired: false,
    confirmations: [],
    redirect: undefined,
    gatewayUrl: undefined,
    onStart: () => {},
  });
  vi.restoreAllMocks();
});

function client() {
  const log = (line: string) => logLines.push(line);
  return new Pike13({
    baseUrl: service.url,
    accessToken: TOKEN,
    rateLimit: false,
    logger: { debug: log, warn: log },
  });
}

const trace = (requests: LoopbackRequest[]) => requests.map((r) => `${r.method} ${r.url.pathname}`);

/** Every text an error shows: String(), message, JSON, stack, down the cause chain. */
function textsOf(error: unknown): string[] {
  const texts: string[] = [];
  for (let e = error; e !== undefined && e !== null; e = (e as { cause?: unknown }).cause) {
    const err = e as Error;
    texts.push(String(e), err.message ?? '', JSON.stringify(e) ?? '', err.stack ?? '');
  }
  texts.push(inspect(error, { depth: 10 }));
  return texts;
}

function expectNoCardData(texts: string[]) {
  for (const secret of [...secrets, TOKEN]) expect(texts.join('\n')).not.toContain(secret);
}

describe('vaultCard against a loopback gateway and service', () => {
  it('vaults a card: the card only to the gateway, the token only to the service', async () => {
    await client().front.formsOfPayment.vaultCard(48, card, { cvvRequired: true });
    expect(trace(service.requests)).toEqual([
      'POST /api/v2/front/people/48/form_of_payments',
      'GET /api/v2/front/form_of_payments/complete',
    ]);
    expect(JSON.parse(service.requests[0]?.body ?? '')).toEqual({ form_of_payment: { type: 'creditcard' } });
    expect(service.requests.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${TOKEN}`,
      `Bearer ${TOKEN}`,
    ]);
    expect(service.requests[1]?.url.searchParams.get('token-id')).toBe('t1');
    expectNoCardData(service.requests.map((r) => `${r.url} ${r.body}`));

    const [post] = gateway.requests;
    expect(trace(gateway.requests)).toEqual(['POST /three-step/front-t1']);
    expect(post?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(post?.body))).toEqual({
      'billing-cc-number': NUMBER,
      'billing-cc-exp': '0839',
      'billing-cvv': CVV,
      'billing-first-name': 'Jane',
      'billing-last-name': 'Client',
      'billing-postal': '98101',
    });
    expect(post?.headers.authorization).toBeUndefined();
    expect(JSON.stringify(post?.headers) + post?.url.href + post?.body).not.toContain(TOKEN);
    expect(logLines.length).toBeGreaterThan(0);
    expectNoCardData(logLines);
  });

  it('starts again from step 1 when the service answers that the vaulting expired', async () => {
    scenario.confirmations = [[422, { errors: ['Vaulting session has expired, start again'] }]];
    await client().front.formsOfPayment.vaultCard(48, card, { cvvRequired: false });
    expect(trace(service.requests)).toEqual([
      'POST /api/v2/front/people/48/form_of_payments',
      'GET /api/v2/front/form_of_payments/complete',
      'POST /api/v2/front/people/48/form_of_payments',
      'GET /api/v2/front/form_of_payments/complete',
    ]);
    expect(trace(gateway.requests)).toEqual(['POST /three-step/front-t1', 'POST /three-step/front-t2']);
  });

  it('starts again from step 1, without posting the card, when the window passed before step 2', async () => {
    const realNow = Date.now.bind(Date);
    let skew = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skew);
    scenario.onStart = () => {
      if (skew === 0) skew = 11 * 60_000;
    };
    await client().front.formsOfPayment.vaultCard(48, card, { cvvRequired: false });
    expect(trace(service.requests).filter((t) => t.startsWith('POST'))).toHaveLength(2);
    expect(trace(gateway.requests)).toEqual(['POST /three-step/front-t2']);
  });

  it('restarts only once: a second expiry answer is thrown', async () => {
    const expired: [number, unknown] = [422, { error: 'Vault token expired' }];
    scenario.confirmations = [expired, expired];
    const call = client().front.formsOfPayment.vaultCard(48, card, { cvvRequired: false });
    await expect(call).rejects.toSatisfy((e) => CardVaultingError.is(e) && /expired/.test(e.message));
    expect(trace(gateway.requests)).toHaveLength(2);
  });

  it('throws a declined card as a CardVaultingError carrying the message, without card data anywhere', async () => {
    scenario.confirmations = [[422, { errors: ['Card was declined'] }]];
    const error = await client()
      .front.formsOfPayment.vaultCard(48, card, { cvvRequired: false })
      .catch((e: unknown) => e);
    expect(CardVaultingError.is(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, messages: ['Card was declined'] });
    expect((error as Error).message).toContain('Card was declined');
    expect(trace(gateway.requests)).toHaveLength(1);
    expectNoCardData([...textsOf(error), ...logLines]);
  });

  it('does not restart on a card that has expired (a decline, not the window)', async () => {
    scenario.confirmations = [[422, { errors: ['Your card has expired'] }]];
    const call = client().front.formsOfPayment.vaultCard(48, card, { cvvRequired: false });
    await expect(call).rejects.toSatisfy(
      (e) => CardVaultingError.is(e) && e.messages[0] === 'Your card has expired',
    );
    expect(trace(gateway.requests)).toHaveLength(1);
  });

  it('honours a CVV-required configuration: no cvv, nothing but the configuration read', async () => {
    scenario.cvvRequired = true;
    const { cvv: _, ...withoutCvv } = card;
    const error = await client()
      .front.formsOfPayment.vaultCard(48, withoutCvv)
      .catch((e: unknown) => e);
    expect(InputError.is(error) && error.param === 'cvv').toBe(true);
    expect(trace(service.requests)).toEqual(['GET /api/v2/front/payments/configuration']);
    expect(gateway.requests).toHaveLength(0);
    expectNoCardData(textsOf(error));

    await client().front.formsOfPayment.vaultCard(48, card);
    expect(new URLSearchParams(gateway.requests[0]?.body).get('billing-cvv')).toBe(CVV);
  });

  it('refuses a step-2 redirect to a foreign host: the token is not sent there', async () => {
    scenario.redirect = `${gateway.url}/steal?token-id=t1`;
    const call = client().front.formsOfPayment.vaultCard(48, card, { cvvRequired: false });
    await expect(call).rejects.toSatisfy((e) => CredentialsError.is(e) && /refusing/.test(e.message));
    expect(trace(gateway.requests)).toEqual(['POST /three-step/front-t1']);
    expect(trace(service.requests)).toEqual(['POST /api/v2/front/people/48/form_of_payments']);
  });

  it('reports an unreachable gateway as a CardVaultingError, without card data', async () => {
    const closed = await startLoopback(() => {});
    await closed.close();
    scenario.gatewayUrl = `${closed.url}/three-step/front-t1`;
    const error = await client()
      .front.formsOfPayment.vaultCard(48, card, { cvvRequired: false })
      .catch((e: unknown) => e);
    expect(CardVaultingError.is(error) && /could not be reached/.test(error.message)).toBe(true);
    expect((error as Error).cause).toBeDefined();
    expectNoCardData(textsOf(error));
  });

  it('keeps the card out of an error whose step-3 answer echoes it in any format', async () => {
    const echo = `card 4111-1111-1111-1111 (${NUMBER}, 4111 1111 1111 1111) exp 08/39 or 0839, cvv ${CVV}: declined`;
    scenario.confirmations = [[422, { errors: [echo], card: { number: NUMBER, exp: '0839', cvv: CVV } }]];
    const error = await client()
      .front.formsOfPayment.vaultCard(48, card, { cvvRequired: false })
      .catch((e: unknown) => e);
    expect(CardVaultingError.is(error)).toBe(true);
    expect((error as CardVaultingError).messages).toEqual([
      'card [redacted] ([redacted], [redacted]) exp [redacted] or [redacted], cvv [redacted]: declined',
    ]);
    expect((error as CardVaultingError).cause).toBeInstanceOf(Error);
    expectNoCardData([...textsOf(error), ...logLines]);
  });

  it('keeps card fields of a gateway redirect out of error.url and the log', async () => {
    scenario.redirect = `${service.url}/api/v2/front/form_of_payments/complete?token-id=t1&billing-cc-number=${NUMBER}&billing-cc-exp=0839&billing-cvv=${CVV}`;
    scenario.confirmations = [[422, { errors: ['Card was declined'] }]];
    const error = await client()
      .front.formsOfPayment.vaultCard(48, card, { cvvRequired: false })
      .catch((e: unknown) => e);
    expect((error as CardVaultingError).url).toBe(
      `${service.url}/api/v2/front/form_of_payments/complete?token-id=t1&billing-cc-number=[redacted]&billing-cc-exp=[redacted]&billing-cvv=[redacted]`,
    );
    expect(logLines.some((line) => line.includes('/form_of_payments/complete'))).toBe(true);
    expectNoCardData([...textsOf(error), ...logLines]);
  });

  it('completeCardVaulting (the browser path) hides a card number the service echoes', async () => {
    scenario.confirmations = [[422, { errors: [`card ${NUMBER} declined`] }]];
    const url = `${service.url}/api/v2/front/form_of_payments/complete?token-id=t9&billing-cc-number=${NUMBER}`;
    const error = await client()
      .front.formsOfPayment.completeCardVaulting(url)
      .catch((e: unknown) => e);
    expect((error as CardVaultingError).messages).toEqual(['card [redacted] declined']);
    expectNoCardData([...textsOf(error), ...logLines].map((text) => text.replaceAll(CVV, '')));
  });

  it('works the same on desk, for any person', async () => {
    await client().desk.formsOfPayment.vaultCard(48, card, { cvvRequired: false });
    expect(trace(service.requests)).toEqual([
      'POST /api/v2/desk/people/48/form_of_payments',
      'GET /api/v2/desk/form_of_payments/complete',
    ]);
    expect(trace(gateway.requests)).toEqual(['POST /three-step/desk-t1']);
  });
});
