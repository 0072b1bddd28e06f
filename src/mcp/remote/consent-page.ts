/** The consent page may not be framed (clickjacking), cached, or run any script. */
export const CONSENT_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
};

/** The cookie that ties the consent form to the browser it was shown to. */
export const CONSENT_COOKIE = 'pike13_mcp_consent';

/** Sent back with the form only by this site's pages (SameSite=Strict), never readable by scripts. */
export function consentCookie(value: string, secure: boolean): string {
  const flags = [
    'Path=/consent',
    'HttpOnly',
    'SameSite=Strict',
    'Max-Age=600',
    ...(secure ? ['Secure'] : []),
  ];
  return `${CONSENT_COOKIE}=${value}; ${flags.join('; ')}`;
}

/** The consent cookie of a request's `Cookie` header. */
export function consentCookieOf(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return value.join('=');
  }
  return undefined;
}

/** What the user is asked: the client's own name (unverified) and where the sign-in goes back to. */
export interface ConsentRequest {
  clientName: string;
  redirectUri: string;
  /** The request's id, answered by the form. */
  request: string;
}

/** The page asking whether the client may use Pike13 as the user. */
export function consentPage({ clientName, redirectUri, request }: ConsentRequest): string {
  const target = new URL(redirectUri);
  const destination =
    target.protocol === 'https:' || target.protocol === 'http:' ? target.host : target.protocol;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Allow access to Pike13</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}</style>
</head><body>
<h1>Allow ${escapeHtml(clientName)} to use Pike13 as you?</h1>
<p>It will act as you, on your business, through this MCP server. After you sign in to Pike13, you return to <strong>${escapeHtml(destination)}</strong>.</p>
<form method="post" action="/consent">
<input type="hidden" name="request" value="${escapeHtml(request)}">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>
</body></html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );
}
