import { z } from 'zod';

/** GET /livez: the process answers (docs/deploy.md "Metrics and probes"). */
export const liveResponse = z.object({ live: z.literal(true) });
/** GET /readyz: the database answers and the server is not closing; a 503 NOT_READY otherwise. */
export const readyResponse = z.object({ ready: z.literal(true) });
