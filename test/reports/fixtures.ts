import { readFile } from 'node:fs/promises';
import type { ClientOptions } from '../../src/core/options.ts';
import { Pike13Client } from '../../src/core/pike13-client.ts';
import { Reports } from '../../src/reports/index.ts';
import { type LoopbackHandler, type LoopbackRequest, sendJson, startLoopback } from '../support/loopback.ts';

/** A reporting example of `test/fixtures/reference/reporting-v3-examples/`: its request body and answer. */
export interface ReportingExample {
  request: { url: string; body: unknown };
  response: QueryAnswer;
}

/** The answer of a query, as the service sends it. */
export interface QueryAnswer {
  data: { type: string; attributes: Record<string, unknown> };
  meta?: Record<string, unknown>;
}

const EXAMPLES = new URL('../fixtures/reference/reporting-v3-examples/', import.meta.url);

/** Reads one reporting example by its file prefix (`01_franchise_revenue_report`). */
export async function example(name: string): Promise<ReportingExample> {
  const read = async (part: string) =>
    JSON.parse(await readFile(new URL(`${name}.${part}.json`, EXAMPLES), 'utf8'));
  return { request: await read('request'), response: await read('response') };
}

/** An answer with these attributes. */
export function answer(attributes: Record<string, unknown>, meta?: Record<string, unknown>): QueryAnswer {
  return { data: { type: 'queries', attributes }, ...(meta && { meta }) };
}

/** A loopback service answering the queries in turn (the last answer repeats), and reports over it. */
export async function reportingService(
  answers: (QueryAnswer | LoopbackHandler)[] = [],
  options: ClientOptions = {},
) {
  let calls = 0;
  const server = await startLoopback((request, response) => {
    const next = answers[Math.min(calls++, answers.length - 1)];
    if (typeof next === 'function') return next(request, response);
    sendJson(response, 200, next, { 'content-type': 'application/vnd.api+json' });
  });
  const client = new Pike13Client({
    baseUrl: server.url,
    accessToken: 'tok_reports',
    rateLimit: false,
    maxRetries: 0,
    ...options,
  });
  return { ...server, reports: new Reports(client) };
}

/** The `data.attributes` of a request the service received. */
export function attributesOf(request: LoopbackRequest | undefined): Record<string, unknown> {
  return (JSON.parse(request?.body ?? '{}') as QueryAnswer).data.attributes;
}

/** The most rows the live service accepts in `page.limit` (it answers 422 above). */
const SERVICE_MAX_LIMIT = 2000;

/**
 * A handler answering grouped queries like the live service: one row per group, `group_label` first,
 * at most `page.limit` groups (422 above 2000), `has_more` when more groups exist, and never a
 * `last_key` (grouped results cannot be paged). `counts` gives the `person_count` of each group label.
 */
export function groupedQueries(counts: [label: string, count: number][]): LoopbackHandler {
  return (request, response) => {
    const {
      group,
      fields,
      page = {},
    } = attributesOf(request) as {
      group?: string;
      fields: string[];
      page?: { limit?: number; starting_after?: string };
    };
    const limit = page.limit ?? SERVICE_MAX_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > SERVICE_MAX_LIMIT) {
      const message = `Limit must be greater than or equal 1 and less than or equal to ${SERVICE_MAX_LIMIT}, if provided`;
      return sendJson(response, 422, { errors: [message] });
    }
    if (group === undefined || page.starting_after !== undefined || fields.join() !== 'person_count') {
      return sendJson(response, 422, {
        errors: ['this stand-in answers grouped person_count queries alone'],
      });
    }
    const rows = counts.slice(0, limit);
    const body = answer({
      rows,
      fields: [
        { name: 'group_label', type: 'string' },
        { name: 'person_count', type: 'integer' },
      ],
      duration: 0.02,
      has_more: counts.length > limit,
    });
    sendJson(response, 200, body, { 'content-type': 'application/vnd.api+json' });
  };
}
