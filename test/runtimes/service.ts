import { createSandbox } from '../../src/sandbox/index.ts';
import { SMOKE_TOKEN } from './shared.js';

/**
 * The service the runtimes call: the sandbox on loopback (CORS on, rate limits on), with the smoke suite's
 * fixed token issued to its staff member, as a staff token the service gave.
 */
export async function startService(): Promise<{ url: string; close(): Promise<void> }> {
  const sandbox = await createSandbox();
  const { tokens, people } = sandbox.state.tables;
  const staff = tokens.find((row) => row.token === sandbox.tokens.staff);
  if (!staff) throw new Error('the sandbox handed out no staff token');
  const { person_id, account_id } = staff;
  tokens.insert({ token: SMOKE_TOKEN, person_id, account_id, scope: 'business' });
  if (!people.get(person_id)) throw new Error('the staff token names no person');
  return { url: sandbox.url, close: () => sandbox.close() };
}
