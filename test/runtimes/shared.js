// Values the smoke hosts and the runner share (test values only).

/** The token the smoke suite sends and the sandbox accepts (the runner issues it to its staff member) (never ship a real staff token to a browser). */
export const SMOKE_TOKEN = 'smoke-token-0123456789';

/** The secret of the Worker's own webhook route (worker.js), which the runner calls over HTTP. */
export const WORKER_HOOK_SECRET = 'worker-webhook-secret-0123456789';
