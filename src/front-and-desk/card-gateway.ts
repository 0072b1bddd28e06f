import { ConnectionError } from '../core/errors.ts';
import type { RequestOptions } from '../core/options.ts';
import { fetchSend, transmit } from '../core/transport.ts';
import { checkGatewayUrl } from './card-gateway-url.ts';
import { CardVaultingError } from './card-vaulting-error.ts';

/** What step 2 needs of the client: its `fetch` and its timeout (no hooks: they would see the card). */
interface GatewayClient {
  readonly fetch: typeof fetch;
  readonly timeout: number;
}

const LABEL = 'card vaulting step 2';

/**
 * Vaulting step 2: posts the card form to the gateway, redirects not followed, and returns the
 * absolute `Location` it answers with. Only the form goes there: no token, no other header.
 */
export async function postCardForm(
  client: GatewayClient,
  gatewayUrl: string,
  form: URLSearchParams,
  options: RequestOptions,
): Promise<string> {
  const url = checkGatewayUrl(gatewayUrl);
  const outgoing = {
    method: 'POST',
    url,
    headers: new Headers({ 'content-type': 'application/x-www-form-urlencoded' }),
    body: form.toString(),
    redirect: 'manual' as const,
  };
  const transport = {
    send: fetchSend(client.fetch),
    timeout: options.timeout ?? client.timeout,
    signal: options.signal,
    label: LABEL,
    secrets: [],
  };
  try {
    const { response } = await transmit(
      outgoing,
      transport,
      (answer) => answer.body?.cancel() ?? Promise.resolve(),
    );
    return locationOf(response, url);
  } catch (error) {
    if (!ConnectionError.is(error)) throw error;
    throw new CardVaultingError(`${LABEL}: the payment gateway could not be reached`, [], {
      method: 'POST',
      url,
      cause: error.cause,
    });
  }
}

function locationOf(response: Response, url: string): string {
  if (response.type === 'opaqueredirect') {
    throw new CardVaultingError(
      'card vaulting step 2: this runtime hides the gateway redirect; post the form from the page (startCardVaulting) and pass the address it lands on to completeCardVaulting',
    );
  }
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) return new URL(location, url).toString();
  throw new CardVaultingError(
    `card vaulting step 2: the payment gateway answered ${response.status} without a redirect`,
    [],
    { method: 'POST', url, status: response.status },
  );
}
