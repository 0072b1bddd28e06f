import { resource } from '../core/declare.ts';
import { endpoint } from '../core/endpoint.ts';
import { Branding } from '../schemas/branding.ts';

/** The business's look (public: works with `clientId` alone). */
export class FrontBranding extends resource({
  /** Colors, logos and cover photo. */
  get: endpoint({
    method: 'GET',
    effect: 'read',
    path: '/api/v2/front/branding',
    public: true,
    returns: 'body',
    schema: Branding,
  }),
}) {}
