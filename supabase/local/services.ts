/**
 * The services the gateway mounts. Each module exports a ServiceFactory; order does not matter
 * (routing is by longest prefix).
 */
import { authService } from './auth/index.ts'
import type { ServiceFactory } from './context.ts'
import { functionsService } from './functions/index.ts'
import { realtimeService } from './realtime/index.ts'
import { sandboxesService } from './sandboxes/index.ts'
import { schedulerService } from './scheduler/index.ts'
import { restService } from './rest/index.ts'

const health: ServiceFactory = async () => [
  {
    name: 'health',
    prefix: '/health',
    handle: async () => Response.json({ status: 'ok' }),
  },
]

export const services: ServiceFactory[] = [
  health,
  authService,
  restService,
  functionsService,
  realtimeService,
  sandboxesService,
  schedulerService,
]
