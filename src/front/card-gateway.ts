import { AbortError, TimeoutError } from '../core/errors.ts';
import type { RequestOptions } from '../core/options.ts';
import { checkGatewayUrl } from './card-gateway-url.ts';
import { CardVaultingError } from './card-vaulting-error.ts';

const GATEWAY_TIMEOUT = 30_000;

/**
 * Vaulting step 2: posts the card form to the gateway, redirects not followed, and returns the
 * absolute `Location` it answers with. Only the form goes there: no token, no other header.
 */
export async function postCardForm(
  fetcher: typeof fetch,
  gatewayUrl: string,
  form: URLSearchParams,
  options: RequestOptions,
): Promise<string> {
  const url = checkGatewayUrl(gatewayUrl);
  const response = await send(fetcher, url, form, options);
  await response.body?.cancel();
  return locationOf(response, url);
}

async function send(fetcher: typeof fetch, url: string, form: URLSearchParams, options: RequestOptions) {
  const timeout = AbortSignal.timeout(options.timeout ?? GATEWAY_TIMEOUT);
  try {
    return await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    throw unreachable(error, url, options.signal);
  }
}

function unreachable(error: unknown, url: string, signal: AbortSignal | undefined) {
  const context = { method: 'POST', url, cause: error };
  if (signal?.aborted) return new AbortError('card vaulting step 2 was aborted', context);
  if ((error as Error | undefined)?.name === 'TimeoutError')
    return new TimeoutError('card vaulting step 2: the payment gateway did not answer in time', context);
  return new CardVaultingError('card vaulting step 2: the payment gateway could not be reached', [], context);
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
