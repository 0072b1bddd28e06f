/** One request as the transport sends it. */
export interface Outgoing {
  method: string;
  url: string;
  headers: Headers;
  body?: string | URLSearchParams | undefined;
  /**
   * `manual` to read a redirect instead of following it (card vaulting step 2); by default one within the
   * origin is followed and one elsewhere refused (`RedirectError`).
   */
  redirect?: 'manual' | undefined;
}

/** Sends one request and gives its answer (headers read, body not yet); a redirect is answered, not followed. */
export type Send = (outgoing: Outgoing, signal: AbortSignal) => Promise<Response>;
