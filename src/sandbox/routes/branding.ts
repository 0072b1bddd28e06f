import type { Route } from '../engine.ts';
import { json } from '../http.ts';

/** The business's colors and images, public on front. */
export const brandingRoutes: Route[] = [
  {
    serves: 'front.branding.get',
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
];
