import { redactUrl } from './redact.ts';

/**
 * The URL with its password replaced, for messages: a secret never appears in an error. A password in the
 * query (`pg` reads `?password=`) goes the way of the SDK's other secret params (`redactUrl`).
 */
export function withoutPassword(url: string): string {
  if (!URL.canParse(url)) return 'the given URL';
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return redactUrl(parsed.toString());
}

/** The passwords a database URL carries (its user info, a `password` in its query), as written and decoded. */
export function passwordsIn(url: string): string[] {
  if (!URL.canParse(url)) return [url];
  const parsed = new URL(url);
  const inQuery = [...parsed.searchParams].filter(([name]) => name.toLowerCase() === 'password');
  const given = [parsed.password, ...inQuery.map(([, value]) => value)].filter((value) => value !== '');
  return given.flatMap((password) => [password, decoded(password)]);
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
