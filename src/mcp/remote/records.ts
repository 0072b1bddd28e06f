/** A sign-in waiting for Pike13's callback (space `pending`, keyed by the digest of Pike13's `state`). */
export interface PendingSignIn {
  /** `consent`: waiting for the user's answer on this server's page (keyed by the page's request id). */
  stage: 'consent' | 'pike13';
  /** The digest of the consent cookie: only the browser that was shown the page may answer it. */
  csrf?: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  state?: string;
  scopes: string[];
  resource: string;
}

/** An authorization code given to an MCP client (space `codes`, keyed by its digest). */
export interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  scopes: string[];
  resource: string;
  grantId: string;
}

/** What an access token (space `access`) or refresh token (space `refresh`) stands for. */
export interface TokenRecord {
  clientId: string;
  grantId: string;
  scopes: string[];
  /** The audience: the MCP endpoint the token was issued for (RFC 8707). */
  resource: string;
  /** Epoch milliseconds (access tokens). */
  expiresAt?: number;
}
