import { badRequest } from './http.ts';

export type Fields = Record<string, unknown>;

/** Reads a JSON or form body (`person[first_name]=Jane` nests as Rails does); empty gives `{}`. */
export async function readBody(request: Request): Promise<Fields> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const text = await request.text();
  if (text.trim() === '') return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return formFields(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Fields;
    // A generated PHP client sends `[]` with every DELETE (a live fact), which takes no attributes; a create or
    // an update takes an object, and a list there is as malformed as any other non-object.
    if (request.method === 'DELETE' && Array.isArray(parsed) && parsed.length === 0) return {};
  } catch {
    // Answered below: Rails refuses a body it cannot parse with 400.
  }
  return badRequest('The request body is not a JSON object');
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Rails-style nesting of form fields: `a[b]=1`, `a[c][]=2`; names that reach prototypes are dropped. */
function formFields(form: URLSearchParams): Fields {
  const root: Fields = {};
  for (const [name, value] of form) {
    const keys = name.replace(/\]/g, '').split('[');
    if (keys.some((key) => UNSAFE_KEYS.has(key))) continue;
    let node: Fields = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      if (last && key === '') return;
      const nextIsList = keys[index + 1] === '';
      if (last || (nextIsList && index + 1 === keys.length - 1)) {
        if (nextIsList) node[key] = [...((node[key] as unknown[]) ?? []), value];
        else node[key] = value;
        return;
      }
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
      node = node[key] as Fields;
    });
  }
  return root;
}
