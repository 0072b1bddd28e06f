import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { MakeUpReason, MakeUpResult } from '../schemas/make-up.ts';
import { MakeUpGenerate } from '../schemas/make-up-input.ts';

const path = '/api/v2/desk/make_ups';

/** Make-up passes for canceled enrollments. */
export class DeskMakeUps extends resource({
  /** The make-up reasons of the business. */
  reasons: endpoint({
    method: 'GET',
    effect: 'read',
    path: `${path}/reasons`,
    returns: 'list',
    key: 'make_up_reasons',
    schema: MakeUpReason,
  }),
  /** Creates a make-up pass for a canceled enrollment (`visit_id`; optional reason). */
  generate: endpoint({
    method: 'POST',
    effect: 'write',
    idempotent: false,
    path: `${path}/generate`,
    body: MakeUpGenerate,
    arg: 'make_up',
    returns: 'body',
    schema: MakeUpResult,
  }),
}) {}
