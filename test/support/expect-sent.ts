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
}

/** Asserts the method, URL, headers and body of a recorded request. */
export function expectSent(request: Recorded | undefined, sent: Sent): void {
  expect(request?.method).toBe(sent.method);
  expect(request?.url.href).toBe(sent.url);
  expect(request?.headers.get('accept')).toBe('application/json');
  expect(request?.headers.get('authorization')).toBe(sent.token === null ? null : `Bearer ${sent.token}`);
  if (sent.body === undefined) {
    expect(request?.body).toBe('');
    expect(request?.headers.get('content-type')).toBeNull();
  } else {
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual(sent.body);
  }
}
