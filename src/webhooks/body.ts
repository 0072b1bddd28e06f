import { withDeadline } from './dispatch.ts';

/** A body read in full, or why it was not: over the size cap, or not all there by the deadline. */
export type BodyRead = { text: string } | { refused: 'too-large' | 'too-slow' };

/** How much of a body is read, and for how long. */
export interface NotificationBodyLimits {
  maxBytes: number;
  deadlineMs: number;
}

/**
 * Reads a request body as text, stopping (and cancelling the rest) as soon as it is over `maxBytes` or
 * `deadlineMs` has passed: a declared `Content-Length` over the cap is refused before reading, a
 * streamed body is counted as it comes, so neither a huge nor a trickling body holds memory or the receiver.
 */
export async function readCapped(request: Request, limits: NotificationBodyLimits): Promise<BodyRead> {
  if (Number(request.headers.get('content-length')) > limits.maxBytes) return { refused: 'too-large' };
  if (request.body === null) return { text: '' };
  const reader = request.body.getReader();
  try {
    const read = await withDeadline(
      readText(reader, limits.maxBytes),
      limits.deadlineMs,
      new AbortController(),
    );
    if (read === 'late') return { refused: 'too-slow' };
    return read === undefined ? { refused: 'too-large' } : { text: read };
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/** The text of the stream, or `undefined` once it passes `maxBytes`. */
async function readText(reader: ReadableStreamDefaultReader<Uint8Array>, maxBytes: number) {
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) return undefined;
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}
