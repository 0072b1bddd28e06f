import type { Route } from '../engine.ts';
import { accountRoutes } from './account.ts';
import { businessRoutes } from './business.ts';
import { peopleRoutes } from './people.ts';
import { serviceRoutes } from './services.ts';

/** Every Core API route of the sandbox, in match order. */
export const coreRoutes: Route[] = [...accountRoutes, ...businessRoutes, ...serviceRoutes, ...peopleRoutes];
