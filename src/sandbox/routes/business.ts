import type { Route } from '../engine.ts';
import { json, notFound, one, paged } from '../http.ts';
import { locationView } from '../views/schedule.ts';
import { bothSides, found, idParam } from './support.ts';

/** Business, franchisees, branding, custom fields, locations, revenue categories, sales taxes. */
export const businessRoutes: Route[] = [
  ...bothSides('GET', '/business', 'front', (ctx) => {
    const { country_code: _, timezone: __, ...business } = ctx.state.business;
    return one('businesses', { ...business, is_franchise: false, timezone: ctx.state.business.timezone });
  }),
  ...bothSides('GET', '/business/franchisees', 'front', () => json({ franchisees: [] })),
  {
    method: 'GET',
    path: '/api/v2/front/branding',
    access: 'public',
    handle: (ctx) =>
      json({
        colors: {
          accent: '67c54d',
          brand: '007bb4',
          header: 'eaeaea',
          background: 'ffffff',
          client_mode_accent: '67c54d',
          client_mode_brand: '007bb4',
          client_mode_header: 'eaeaea',
          client_mode_background: 'ffffff',
          client_mode_navigation: 'eaeaea',
        },
        logo: Object.fromEntries(
          ['x50', 'x50_2x', 'x75', 'x75_2x', 'full'].map((size) => [
            size,
            `${ctx.url.origin}/sandbox/logo_${size}.png`,
          ]),
        ),
        cover_photo: { full: `${ctx.url.origin}/sandbox/cover.jpg` },
      }),
  },
  {
    method: 'GET',
    path: '/api/v2/desk/custom_fields',
    access: 'desk',
    handle: (ctx) =>
      paged(
        ctx.url,
        'custom_fields',
        ctx.state.tables.customFields.all().map((field) => ({
          id: field.id,
          name: field.name,
          why: '',
          data_type: field.data_type,
          multi_select: false,
          custom_field_options: field.options,
          custom_field_settings: [
            { custom_field_context_type: 'ClientProfileSettings', visibility: 'everyone' },
          ],
        })),
      ),
  },
  ...bothSides('GET', '/locations', 'front', (ctx) =>
    paged(ctx.url, 'locations', ctx.state.tables.locations.all(), (l) => locationView(ctx.state, l)),
  ),
  ...bothSides('GET', '/locations/:id', 'front', (ctx) =>
    one('locations', locationView(ctx.state, found(ctx.state.tables.locations, idParam(ctx)))),
  ),
  {
    method: 'GET',
    path: '/api/v2/desk/revenue_categories',
    access: 'desk',
    handle: (ctx) => paged(ctx.url, 'revenue_categories', ctx.state.tables.revenueCategories.all()),
  },
  {
    method: 'GET',
    path: '/api/v2/desk/revenue_categories/:id',
    access: 'desk',
    handle: (ctx) => one('revenue_categories', found(ctx.state.tables.revenueCategories, idParam(ctx))),
  },
  {
    method: 'GET',
    path: '/api/v2/desk/sales_taxes',
    access: 'desk',
    handle: (ctx) =>
      paged(ctx.url, 'sales_taxes', ctx.state.tables.salesTaxes.all(), (tax) => taxView(ctx, tax.id)),
  },
  {
    method: 'GET',
    path: '/api/v2/desk/sales_taxes/:id',
    access: 'desk',
    handle: (ctx) => one('sales_taxes', taxView(ctx, idParam(ctx))),
  },
];

function taxView(ctx: Parameters<Route['handle']>[0], id: number) {
  const tax = ctx.state.tables.salesTaxes.get(id) ?? notFound();
  const locations = tax.location_ids.map((locationId) => ({
    id: locationId,
    name: ctx.state.tables.locations.get(locationId)?.name ?? null,
    tax_rate: tax.tax_rate,
  }));
  return { id: tax.id, name: tax.name, tax_rate: tax.tax_rate, locations };
}
