/**
 * A sandbox in a process of its own (its rate limits on), so that its CPU does not delay the client's
 * requests: the service's work runs elsewhere too. Clients from argv[2]; tells `{ url, token }` over IPC,
 * then closes on any message.
 */
import { createSandbox } from '../../src/sandbox/index.ts';

const sandbox = await createSandbox({ clients: Number(process.argv[2]) });
process.send?.({ url: sandbox.url, token: sandbox.tokens.staff });
process.once('message', async () => {
  await sandbox.close();
  process.disconnect();
});
