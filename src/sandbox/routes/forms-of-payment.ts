import { iso, MINUTE } from '../clock.ts';
import type { Context, Route } from '../engine.ts';
import { deleted, HttpError, invalid, json, notFound, one, problem } from '../http.ts';
import { judgeCard } from '../rules/cards.ts';
import type { FormOfPaymentRow, PersonRow, VaultingRow } from '../state.ts';
import { ownPerson } from './people.ts';
import { bothSideRoutes, flag, found, idParam, input, isDesk, textField } from './support.ts';

const WINDOW = 10 * MINUTE;
const GATEWAY_PATH = '/sandbox/gateway';

/**
 * Forms of payment and card vaulting. Step 1 answers a gateway URL on the sandbox's own origin; the
 * loopback gateway takes the `billing-*` form and redirects to `/api/v2/{side}/form_of_payments/complete`.
 */
export const formOfPaymentRoutes: Route[] = [
  ...bothSideRoutes('formsOfPayment.list', 'GET', '/people/:person_id/form_of_payments', 'front', (ctx) =>
    json({ form_of_payments: formsOf(ctx, ownerOf(ctx).id).map(formView) }),
  ),
  {
    serves: 'front.formsOfPayment.getMine',
    method: 'GET',
    path: '/api/v2/front/people/me/form_of_payments/:id',
    access: 'front',
    handle: (ctx) => one('form_of_payments', formView(formOf(ctx, (ctx.caller.person as PersonRow).id))),
  },
  ...bothSideRoutes('formsOfPayment.get', 'GET', '/people/:person_id/form_of_payments/:id', 'front', (ctx) =>
    one('form_of_payments', formView(formOf(ctx, ownerOf(ctx).id))),
  ),
  ...bothSideRoutes(
    'formsOfPayment.create',
    'POST',
    '/people/:person_id/form_of_payments',
    'front',
    startVaulting,
  ),
  ...bothSideRoutes(
    'formsOfPayment.update',
    'PUT',
    '/people/:person_id/form_of_payments/:id',
    'front',
    updateForm,
  ),
  ...bothSideRoutes(
    'formsOfPayment.delete',
    'DELETE',
    '/people/:person_id/form_of_payments/:id',
    'front',
    deleteForm,
  ),
  {
    serves: 'sandbox.cardGateway',
    method: 'POST',
    path: `${GATEWAY_PATH}/:token`,
    access: 'open',
    handle: gateway,
  },
  ...bothSideRoutes(
    'formsOfPayment.complete',
    'GET',
    '/form_of_payments/complete',
    'front',
    completeVaulting,
  ),
];

/** Front: the caller only (vaulting is for oneself); desk: any person. */
function ownerOf(ctx: Context): PersonRow {
  const id = idParam(ctx, 'person_id');
  if (isDesk(ctx)) return found(ctx.state.tables.people, id);
  return id === ctx.caller.person?.id ? ownPerson(ctx, id) : notFound();
}

function formsOf(ctx: Context, personId: number): FormOfPaymentRow[] {
  return ctx.state.tables.formsOfPayment.filter((f) => f.person_id === personId);
}

function formOf(ctx: Context, personId: number): FormOfPaymentRow {
  const form = found(ctx.state.tables.formsOfPayment, idParam(ctx));
  return form.person_id === personId ? form : notFound();
}

function formView(form: FormOfPaymentRow) {
  const { person_id: _, ...view } = form;
  return view;
}

function startVaulting(ctx: Context): Response {
  const person = ownerOf(ctx);
  const type = textField(input(ctx, 'form_of_payment'), 'type', 'Type');
  if (type !== 'creditcard') invalid(problem(type === undefined ? 'blank' : 'inclusion', 'Type'));
  const token = crypto.randomUUID().replaceAll('-', '');
  ctx.state.tables.vaultings.insert({
    token,
    person_id: person.id,
    side: isDesk(ctx) ? 'desk' : 'front',
    started_at: ctx.now,
    outcome: 'started',
    card: null,
  });
  const form_url = `${ctx.url.origin}${GATEWAY_PATH}/${token}`;
  return one('form_of_payments', { type: 'creditcard', form_url, expires_at: iso(ctx.now + WINDOW) });
}

/** Step 2 at the loopback gateway: judges the card and redirects to the service's confirmation. */
async function gateway(ctx: Context): Promise<Response> {
  const vaulting = ctx.state.tables.vaultings.find((v) => v.token === ctx.params.token) ?? notFound();
  const form = new URLSearchParams(Object.entries(ctx.body).map(([k, v]) => [k, String(v)]));
  if (vaulting.outcome === 'started') Object.assign(vaulting, judgeCard(form, ctx.now));
  const location = `${ctx.url.origin}/api/v2/${vaulting.side}/form_of_payments/complete?token-id=${vaulting.token}`;
  return new Response('<a href="">redirecting</a>', {
    status: 302,
    headers: { location, 'content-type': 'text/html' },
  });
}

const REFUSALS: Partial<Record<VaultingRow['outcome'], 'card_declined' | 'card_cvv' | 'card_invalid'>> = {
  declined: 'card_declined',
  cvv_missing: 'card_cvv',
  invalid: 'card_invalid',
};

/** Step 3: 200 `{}` when the card is vaulted, 422 with the reason otherwise (an expired window says so). */
function completeVaulting(ctx: Context): Response {
  const token = ctx.url.searchParams.get('token-id');
  const vaulting = ctx.state.tables.vaultings.find((v) => v.token === token) ?? notFound();
  if (vaulting.person_id !== ctx.caller.person?.id && !isDesk(ctx)) notFound();
  if (ctx.now - vaulting.started_at > WINDOW)
    throw new HttpError(422, { errors: ['Vaulting session has expired, start again'] });
  const refusal = REFUSALS[vaulting.outcome];
  if (refusal) invalid(problem(refusal));
  if (vaulting.outcome !== 'vaulted' || !vaulting.card) invalid(problem('card_invalid'));
  const first = formsOf(ctx, vaulting.person_id).length === 0;
  ctx.state.tables.formsOfPayment.insert({
    ...vaulting.card,
    person_id: vaulting.person_id,
    autobill: first,
    created_at: iso(ctx.now),
    updated_at: iso(ctx.now),
  });
  vaulting.outcome = 'used';
  vaulting.card = null;
  return json({});
}

/** `autobill: true` makes this form the default; turning it off moves the default to another form. */
function updateForm(ctx: Context): Response {
  const person = ownerOf(ctx);
  const form = formOf(ctx, person.id);
  const fields = input(ctx, 'form_of_payment');
  if ('autobill' in fields) {
    const others = formsOf(ctx, person.id).filter((f) => f.id !== form.id);
    const wanted = flag(fields.autobill);
    if (!wanted && others.length === 0) invalid(problem('default_form_of_payment'));
    form.autobill = wanted;
    for (const other of others) other.autobill = !wanted && other === others[0];
    form.updated_at = iso(ctx.now);
  }
  return one('form_of_payments', formView(form));
}

/** The default form and the last form cannot be deleted. */
function deleteForm(ctx: Context): Response {
  const person = ownerOf(ctx);
  const form = formOf(ctx, person.id);
  if (formsOf(ctx, person.id).length === 1) invalid(problem('last_form_of_payment'));
  if (form.autobill) invalid(problem('default_form_of_payment'));
  ctx.state.tables.formsOfPayment.delete(form.id);
  return deleted();
}
