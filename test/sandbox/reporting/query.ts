import { expect } from 'vitest';
import { answerReportQuery, type ReportSource } from '../../../src/sandbox/reporting/index.ts';
import { CLIENTS, INVOICE_ITEMS, sourceOf } from './records.ts';

const SOURCE = sourceOf({ clients: CLIENTS, invoice_items: INVOICE_ITEMS });

/** Runs a query of these attributes (raw, as any client may send them) and gives its answer. */
export function query(resource: string, attributes: unknown, source: ReportSource = SOURCE) {
  return answerReportQuery(resource, JSON.stringify({ data: { type: 'queries', attributes } }), source);
}

/** The `data.attributes` of a 200 answer. */
export function attributesOf(answer: { status: number; body: unknown }): Record<string, unknown> {
  expect(answer.status).toBe(200);
  return (answer.body as { data: { attributes: Record<string, unknown> } }).data.attributes;
}

/** The rows of a 200 answer to a query of these attributes. */
export function rowsOf(resource: string, attributes: unknown): unknown[][] {
  return attributesOf(query(resource, attributes)).rows as unknown[][];
}

/** The status and message of the one JSON:API error of an answer. */
export function errorOf(answer: { status: number; body: unknown }) {
  const { errors } = answer.body as { errors: { status: string; title: string; detail: string }[] };
  expect(errors).toHaveLength(1);
  expect(errors[0]?.status).toBe(String(answer.status));
  return { status: answer.status, detail: errors[0]?.detail };
}
