/**
 * A command line the CLI cannot run (unknown command or option, missing value): exit code 2. Its message
 * is one line; `details` (a `--where` text with a caret under the mistake) print with `--verbose`.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  readonly details: string | undefined;

  constructor(message: string, details?: string) {
    super(message);
    this.details = details;
  }
}
