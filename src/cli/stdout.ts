import { redactSecrets } from '../core/redact.ts';
import { cliIo } from './io.ts';

/**
 * Writes command output to stdout with the value of every secret parameter (`webhook_secret=…`,
 * `access_token=…`) replaced by `[redacted]`, as the SDK's errors do: a webhook's target carries its
 * receiver's secret, and no command prints a secret.
 */
export function writeStdout(text: string): void {
  cliIo().stdout.write(redactSecrets(text, []));
}
