import { jsonApiError } from '../jsonapi.ts';

/** A query the service refuses: the status and the message its JSON:API error carries. */
export class QueryError extends Error {
  readonly status: number;

  constructor(message: string, status = 422) {
    super(message);
    this.name = 'QueryError';
    this.status = status;
  }
}

/** A JSON:API error document with one error. */
export function errorDocument(status: number, detail: string) {
  return { errors: [jsonApiError(status, detail)] };
}
