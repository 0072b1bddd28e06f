/** A sign-in waiting for Pike13's callback (space `pending`, keyed by the digest of Pike13's `state`). */
export interface PendingSignIn {
  /** `consent`: waiting for the user's answer on this server's page (keyed by the page's request id). */
  stage: 'consent' | 'pike13';
  /** The digest of the consent cookie: only the browser that was shown the page may answer it. */
  csrf?: string;
  /** The MCP client asking. */
  clientId: string;
  /** Where the client gets its code back (checked against its registration). */
  redirectUri: string;
  /** The PKCE S256 challenge. */
  codeChallenge: string;
  /** The client's own `state`, echoed back. */
  state?: string;
  /** The scopes asked for. */
  scopes: string[];
  /** The audience its tokens will have. */
  resource: string;
}

/** An authorization code given to an MCP client (space `codes`, keyed by its digest). */
export interface IssuedCode {
  /** The client it was issued to. */
  clientId: string;
  /** The redirect address it was sent to: the exchange must name the same. */
  redirectUri: string;
  /** The PKCE S256 challenge the exchange's verifier must meet. */
  codeChallenge: string;
  /** The scopes asked for. */
  scopes: string[];
  /** The audience of its tokens. */
  resource: string;
  /** The Pike13 sign-in behind it (space `pike13`). */
  grantId: string;
}

/** What an access token (space `access`) or refresh token (space `refresh`) stands for. */
export interface TokenRecord {
  /** The client it was issued to. */
  clientId: string;
  /** The Pike13 sign-in it acts as (space `pike13`). */
  grantId: string;
  /** The scopes granted. */
  scopes: string[];
  /** The audience: the MCP endpoint the token was issued for (RFC 8707). */
  resource: string;
  /** Epoch milliseconds (access tokens). */
  expiresAt?: number;
}
