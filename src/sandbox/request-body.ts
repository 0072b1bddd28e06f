import type { IncomingMessage } from 'node:http';

/** How much of a request body the node adapter takes, and for how long it waits for it. */
export interface BodyLimits {
  /** Largest body accepted, in bytes. Default 1 MiB: the service's bodies (bookings, people) are small. */
  maxBodyBytes?: number;
  /** Deadline for the whole body after the headers, in ms. Default 20 s (a slow sender gets 408). */
  bodyTimeoutMs?: number;
}

/** The limits of a sandbox not given others: generous for real bodies, small against floods. */
export const DEFAULT_BODY_LIMITS: Required<BodyLimits> = {
  maxBodyBytes: 1024 * 1024,
  bodyTimeoutMs: 20_000,
};

/** A body refused before it was all read: 413 (too large) or 408 (too slow). */
export class BodyRefused extends Error {
  readonly status: 408 | 413;

  constructor(status: 408 | 413, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * Reads the body into memory, never more than `maxBodyBytes`: a larger declared `content-length` is
 * refused before a byte is read, a longer stream as soon as it passes the limit, and a body that has
 * not ended by the deadline is refused too. Reading stops at the refusal.
 */
export function readRequestBody(
  req: IncomingMessage,
  limits: Required<BodyLimits>,
): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limits.maxBodyBytes) return Promise.reject(tooLarge(limits));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error: Error) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.pause();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.maxBodyBytes) stop(tooLarge(limits));
      else chunks.push(chunk);
    };
    const timer = setTimeout(
      () => stop(new BodyRefused(408, 'The request body did not arrive in time')),
      limits.bodyTimeoutMs,
    );
    req.on('data', onData);
    req.once('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    req.once('error', stop);
  });
}

function tooLarge(limits: Required<BodyLimits>): BodyRefused {
  return new BodyRefused(413, `The request body is larger than ${limits.maxBodyBytes} bytes`);
}
