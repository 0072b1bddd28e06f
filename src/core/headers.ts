import { InputError } from './errors.ts';

/** Headers a caller adds to a call; a header set to `undefined` is removed (as in ky). */
export type HeadersInit = Readonly<Record<string, string | undefined>>;

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const FORBIDDEN_IN_VALUE = /[\r\n\0]/;

/**
 * The SDK's headers with the caller's merged in as `Headers` does: names match whatever their case, the
 * caller's value replaces the SDK's, and `undefined` removes one. A name or value that could split the
 * request (CR, LF, NUL) is refused before anything is sent: no retry could ever make it valid.
 */
export function mergeHeaders(own: Headers, extra: HeadersInit | undefined, where: string): Headers {
  if (extra === undefined) return own;
  if (typeof extra !== 'object' || extra === null)
    throw new InputError(`${where}: headers must be an object`, 'headers');
  for (const [name, value] of Object.entries(extra)) {
    if (!TOKEN.test(name))
      throw new InputError(`${where}: header name ${JSON.stringify(name)} is not valid`, 'headers');
    if (value === undefined) own.delete(name);
    else if (typeof value !== 'string' || FORBIDDEN_IN_VALUE.test(value)) {
      throw new InputError(
        `${where}: header ${name} must be a string without CR, LF or NUL`,
        `headers.${name}`,
      );
    } else own.set(name, value);
  }
  return own;
}
