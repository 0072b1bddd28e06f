// Card vaulting in the spec's three steps, offline: one loopback server stands in for the service,
// another for the payment gateway. The card goes only to the gateway; the token only to the service.
//
//   npx node examples/vault-card.ts
//
// Against the real service, drop the stand-ins and `baseUrl`, and pass `subdomain`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pike13, Pike13Error } from '../src/index.ts';

type Handler = (req: IncomingMessage, url: URL, body: string, res: ServerResponse) => void;

async function listen(name: string, handler: Handler) {
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    console.log(
      `  [${name}] ${req.method} ${url.pathname}${req.headers.authorization ? ' (with the token)' : ''}`,
    );
    handler(req, url, body, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

let declineNext = false;
const service = await listen('service', (req, url, _body, res) => {
  if (url.pathname === '/api/v2/desk/payments/configuration')
    return json(res, 200, { payment_configuration: { creditcard: { required_fields: { cvv: true } } } });
  if (req.method === 'POST' && url.pathname.endsWith('/form_of_payments'))
    return json(res, 200, {
      form_of_payments: [{ type: 'creditcard', form_url: `${gateway.url}/vault/abc123` }],
    });
  if (url.pathname === '/vaulting/complete') {
    if (declineNext) return json(res, 422, { errors: ['Card was declined'] });
    return json(res, 200, {});
  }
  json(res, 404, { error: 'not found' });
});
const gateway = await listen('gateway', (_req, url, body, res) => {
  const fields = [...new URLSearchParams(body).keys()].join(', ');
  console.log(`  [gateway] received the form fields: ${fields}`);
  res.writeHead(302, {
    location: `${service.url}/vaulting/complete?token-id=${url.pathname.split('/').pop()}`,
  });
  res.end();
});

const pike13 = new Pike13({ baseUrl: service.url, accessToken: 'staff-token', rateLimit: false });
const card = {
  cc_number: '4111 1111 1111 1111',
  cc_exp: '0839',
  cvv: '123',
  first_name: 'Jane',
  last_name: 'Client',
  postal: '98101',
};

console.log('1. vault a card for client 48:');
await pike13.desk.formsOfPayment.vaultCard(48, card);
console.log('   vaulted');

console.log('2. a bad card number is refused before anything is sent:');
await pike13.desk.formsOfPayment
  .vaultCard(48, { ...card, cc_number: '4111 1111 1111 1112' })
  .catch((error) => {
    console.log(`   ${(error as Error).name}: ${(error as Error).message}`);
  });
console.log('   and a card without CVV, which the payment configuration requires:');
const { cvv: _, ...withoutCvv } = card;
await pike13.desk.formsOfPayment.vaultCard(48, withoutCvv).catch((error) => {
  console.log(`   ${(error as Error).name}: ${(error as Error).message}`);
});

console.log('3. the service declines the card at step 3:');
declineNext = true;
await pike13.desk.formsOfPayment.vaultCard(48, card).catch((error) => {
  if (!Pike13Error.is(error)) throw error;
  console.log(`   ${error.name} (${error.status}): ${error.message}`);
});

console.log('4. in a browser: start here, post the form from the page, then complete:');
const started = await pike13.desk.formsOfPayment.startCardVaulting(48);
console.log(`   post ${Object.values(started.fields).slice(0, 5).join(', ')}, … to ${started.url}`);
console.log(`   before ${started.expiresAt.toISOString()}`);

service.server.close();
gateway.server.close();
