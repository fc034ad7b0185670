import { aiBaseUrls } from '@/lib/ai-endpoints'
import { env } from '@/lib/env'

/** This build's provider base URLs (VITE_AI_*; the local stack's sandboxes by default). */
export const providerBaseUrls = aiBaseUrls(
  import.meta.env as unknown as Record<string, string | undefined>,
  env.supabaseUrl,
)
