/** A command line the CLI cannot run (unknown command or option, missing value): exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
