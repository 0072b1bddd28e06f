import { type ErrorContext, InputError, ResponseTooLargeError } from './errors.ts';

/**
 * The default `maxResponseBytes`, 64 MiB. The largest answer the service gives is a Reporting API page:
 * 500 rows (its maximum) of the clients report's ~70 fields come to 2–4 MB, 35 MB even if every value
 * were 1 kB; a Core API page (100 items at most) is well under 1 MB. 64 MiB leaves that worst page room
 * twice over, and bounds what one answer can make a process hold.
 */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

const utf8 = new TextDecoder();

/** Checks a `maxResponseBytes` option: a whole number of bytes, at least 1, or `false` for no cap. */
export function checkMaxResponseBytes(value: unknown): number | false {
  if (value === false || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1)) {
    return value;
  }
  const shown = typeof value === 'number' ? String(value) : JSON.stringify(value);
  throw new InputError(
    `maxResponseBytes must be a whole number of bytes (at least 1) or false, not ${shown}`,
    'maxResponseBytes',
  );
}

/** An answer's body as text (UTF-8, as `Response.text()`), read within `limit` decoded bytes. */
export async function readText(
  response: Response,
  limit: number | false,
  label: string,
  context: ErrorContext,
): Promise<string> {
  return utf8.decode(await readBytes(response, limit, label, context));
}

/**
 * An answer's body, read as a stream and counted as it comes: past `limit` decoded bytes (a gzip bomb
 * counts inflated) the stream is cancelled and `ResponseTooLargeError` thrown, so no more than `limit`
 * is ever held; a `Content-Length` already past it is refused before any byte is read.
 */
export async function readBytes(
  response: Response,
  limit: number | false,
  label: string,
  context: ErrorContext,
): Promise<Uint8Array<ArrayBuffer>> {
  if (limit === false) return new Uint8Array(await response.arrayBuffer());
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > limit) {
    response.body?.cancel().catch(() => undefined);
    throw tooLarge(response, limit, `declares ${declared} bytes, more than`, label, context);
  }
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      reader.cancel().catch(() => undefined);
      throw tooLarge(response, limit, 'is larger than', label, context);
    }
    chunks.push(read.value);
  }
  return chunks.length === 1 ? (chunks[0] as Uint8Array<ArrayBuffer>) : concat(chunks, size);
}

function tooLarge(response: Response, limit: number, what: string, label: string, context: ErrorContext) {
  return new ResponseTooLargeError(
    `${label}: the answer ${what} maxResponseBytes (${limit} bytes); not read further`,
    limit,
    { ...context, status: response.status },
  );
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}
