import { expect } from 'vitest';
import type { Recorded } from './msw.ts';

/** What a test expects a request to carry. */
export interface Sent {
  method: string;
  /** The whole URL, query included. */
  url: string;
  /** The bearer token expected, or `null` for none. */
  token: string | null;
  /** The JSON body expected; absent for none. */
  body?: unknown;
  /** The media type of `accept` and of the body (default `application/json`). */
  contentType?: string;
}

/** Asserts the method, URL, headers and body of a recorded request. */
export function expectSent(request: Recorded | undefined, sent: Sent): void {
  expect(request?.method).toBe(sent.method);
  expect(request?.url.href).toBe(sent.url);
  const contentType = sent.contentType ?? 'application/json';
  expect(request?.headers.get('accept')).toBe(contentType);
  expect(request?.headers.get('authorization')).toBe(sent.token === null ? null : `Bearer ${sent.token}`);
  if (sent.body === undefined) {
    expect(request?.body).toBe('');
    expect(request?.headers.get('content-type')).toBeNull();
  } else {
    expect(request?.headers.get('content-type')).toBe(contentType);
    expect(JSON.parse(request?.body ?? '')).toEqual(sent.body);
  }
}
