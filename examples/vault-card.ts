// Card vaulting in the spec's three steps: the card goes only to the payment gateway, the token only to the
// service. Runs against the sandbox, whose loopback gateway takes the test card numbers (4111 1111 1111
// 1111 vaults, 4000 0000 0000 0002 is declined); in real use, pass `subdomain` and a real token.
import { CardVaultingError, InputError, Pike13 } from '../src/index.ts';
import { createSandbox } from '../src/sandbox/index.ts';

const sandbox = await createSandbox();
const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff });
const client = (await pike13.desk.people.list()).items[0];
if (!client) throw new Error('the studio has no client');
const card = {
  cc_number: '4111 1111 1111 1111',
  cc_exp: '0839',
  cvv: '123',
  first_name: 'Jane',
  last_name: 'Client',
  postal: '98101',
};

console.log(`1. vault a card for ${client.name}:`);
const before = await pike13.desk.formsOfPayment.list(client.id);
await pike13.desk.formsOfPayment.vaultCard(client.id, card);
const after = await pike13.desk.formsOfPayment.list(client.id);
const vaulted = after.find((form) => !before.some((old) => old.id === form.id));
console.log(`   vaulted: ${vaulted?.card_type} ending ${vaulted?.last_four}`);
if (!vaulted) throw new Error('no new form of payment');

console.log('2. a bad card number is refused before anything is sent:');
const bad = await pike13.desk.formsOfPayment
  .vaultCard(client.id, { ...card, cc_number: '4111 1111 1111 1112' })
  .catch((error: unknown) => error);
if (!InputError.is(bad)) throw new Error('a bad card number was not refused');
console.log(`   ${bad.name}: ${bad.message}`);

console.log('3. the gateway declines a card; the error carries no card data:');
const declined = await pike13.desk.formsOfPayment
  .vaultCard(client.id, { ...card, cc_number: '4000 0000 0000 0002' })
  .catch((error: unknown) => error);
if (!CardVaultingError.is(declined)) throw new Error('the declined card was not refused');
console.log(`   ${declined.name}: ${declined.message}`);

console.log(
  '4. in a browser: start here, post the form from the page, then complete with the address it lands on:',
);
const started = await pike13.desk.formsOfPayment.startCardVaulting(client.id);
console.log(
  `   post ${Object.values(started.fields).slice(0, 3).join(', ')}, … before ${started.expiresAt.toISOString()}`,
);

await sandbox.close();
