import { endpoint } from '../core/endpoint.ts';
import type { RequestOptions } from '../core/options.ts';
import { type EndpointTable, Resource } from '../core/resource.ts';
import { MakeUpReason, MakeUpResult } from '../schemas/make-up.ts';
import { type MakeUpGenerate, MakeUpGenerate as MakeUpGenerateBody } from '../schemas/make-up-input.ts';

const path = '/api/v2/desk/make_ups';
const reasons = endpoint({
  method: 'GET',
  effect: 'read',
  path: `${path}/reasons`,
  returns: 'list',
  key: 'make_up_reasons',
  schema: MakeUpReason,
});
const generate = endpoint({
  method: 'POST',
  effect: 'write',
  idempotent: false,
  path: `${path}/generate`,
  body: MakeUpGenerateBody,
  returns: 'body',
  schema: MakeUpResult,
});

/** Make-up passes for canceled enrollments. */
export class DeskMakeUps extends Resource {
  protected readonly endpointTable: EndpointTable = { reasons, generate };

  /** The make-up reasons of the business. */
  reasons(options?: RequestOptions) {
    return this.core.call(reasons, {}, options);
  }

  /** Creates a make-up pass for a canceled enrollment (`visit_id`; optional reason). */
  generate(makeUp: MakeUpGenerate, options?: RequestOptions) {
    return this.core.call(generate, { body: makeUp }, options);
  }
}
