import { HttpError, json } from '../http.ts';
import type { ControlRoute } from './control-route.ts';
import type { FaultInput, FaultList } from './faults.ts';

/** `POST /_sandbox/faults` → `{id}`, `GET` lists them, `DELETE` clears them, `DELETE …/:id` removes one. */
export function faultRoutes(faults: FaultList): ControlRoute[] {
  return [
    {
      method: 'POST',
      path: '/_sandbox/faults',
      handle: ({ body }) => json({ id: faults.add(body as FaultInput) }, 201),
    },
    { method: 'GET', path: '/_sandbox/faults', handle: () => json({ faults: faults.list() }) },
    {
      method: 'DELETE',
      path: '/_sandbox/faults',
      handle: () => {
        faults.clear();
        return json({ faults: [] });
      },
    },
    {
      method: 'DELETE',
      path: '/_sandbox/faults/:id',
      handle: ({ params }) => {
        if (!faults.remove(params.id as string)) throw new HttpError(404, { error: 'No fault of this id' });
        return json({ id: params.id });
      },
    },
  ];
}
