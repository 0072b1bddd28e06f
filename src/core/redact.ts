const SECRET_QUERY_PARAMS = ['access_token', 'client_secret', 'token', 'webhook_secret'];

/** Removes secrets carried in a URL's query (`access_token=…`) so the URL can be shown. */
export function redactUrl(url: string): string {
  if (!SECRET_QUERY_PARAMS.some((name) => url.includes(`${name}=`))) return url;
  try {
    const parsed = new URL(url);
    for (const name of SECRET_QUERY_PARAMS) {
      if (parsed.searchParams.has(name)) parsed.searchParams.set(name, '[redacted]');
    }
    return parsed.toString();
  } catch {
    return url.replace(/((?:access_token|client_secret|token|webhook_secret)=)[^&#\s]*/g, '$1[redacted]');
  }
}

/** Replaces each secret that occurs in `text` by `[redacted]`. */
export function redactSecrets(text: string, secrets: readonly (string | undefined)[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) result = result.split(secret).join('[redacted]');
  }
  return result;
}
