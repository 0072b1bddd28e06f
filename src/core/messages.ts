/**
 * Collects the human-readable messages of an error body, whatever its shape: a string,
 * `{error}`, `{message}`, `{errors: [...]}` (strings or JSON:API error objects), or
 * `{errors: {field: [messages]}}` (Rails style, each prefixed with its field).
 */
export function collectMessages(body: unknown): string[] {
  if (typeof body === 'string') return body.trim() ? [body.trim()] : [];
  if (Array.isArray(body)) return body.flatMap(collectMessages);
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string' || typeof record.title === 'string') return [jsonApiMessage(record)];
  const messages = [...collectMessages(record.error), ...collectMessages(record.message)];
  const errors = record.errors;
  if (errors !== null && typeof errors === 'object' && !Array.isArray(errors)) {
    for (const [field, value] of Object.entries(errors)) {
      messages.push(...collectMessages(value).map((m) => (field === 'base' ? m : `${field} ${m}`)));
    }
  } else {
    messages.push(...collectMessages(errors));
  }
  return messages;
}

function jsonApiMessage(error: Record<string, unknown>): string {
  const text = typeof error.detail === 'string' ? error.detail : String(error.title);
  const source = error.source as { pointer?: unknown; parameter?: unknown } | undefined;
  const where = source?.pointer ?? source?.parameter;
  return typeof where === 'string' && where ? `${where}: ${text}` : text;
}
