/**
 * The sandboxes of the local stack (never deployed): Tap Payments, the mailbox, the chat
 * responder and the AI providers, each mounted under /sandbox/<name>.
 */
import type { ServiceFactory } from '../context.ts'
import { aiSandboxService } from './ai.ts'
import { chatResponderService } from './chat.ts'
import { mailboxService } from './mail.ts'
import { tapSandboxService } from './tap.ts'

export const sandboxesService: ServiceFactory = async (ctx, server) => [
  ...(await tapSandboxService(ctx, server)),
  ...(await mailboxService(ctx, server)),
  ...(await chatResponderService(ctx, server)),
  ...(await aiSandboxService(ctx, server)),
]
