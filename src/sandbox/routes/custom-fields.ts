import type { Route } from '../engine.ts';
import { paged } from '../http.ts';

/** Custom fields of client profiles (desk). */
export const customFieldRoutes: Route[] = [
  {
    serves: 'desk.customFields.list',
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
];
