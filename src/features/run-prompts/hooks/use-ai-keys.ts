import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AiProvider } from '../../../../supabase/functions/_shared/ai-stream.ts'
import { runKeys, userId } from '../api/runs'
import { checkKey } from '../lib/run'
import { listAiKeys, removeAiKey, saveAiKey, type StoredKeyInfo } from '../lib/key-store'

/** The providers the user has a key for in this browser (never the keys themselves). */
export function useAiKeys() {
  const uid = userId()
  return useQuery({
    queryKey: runKeys.keys(uid),
    queryFn: () => listAiKeys(uid),
    enabled: Boolean(uid),
  })
}

export class KeyRefused extends Error {}

/** Checks a key with the provider's cheapest call, then stores it encrypted. */
export function useSaveAiKey() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: {
      provider: AiProvider
      key: string
      source?: StoredKeyInfo['source']
    }) => {
      const refused = await checkKey(input.provider, input.key)
      if (refused) throw new KeyRefused(refused)
      return saveAiKey(userId(), input.provider, input.key, input.source)
    },
    onSettled: () => client.invalidateQueries({ queryKey: runKeys.keys(userId()) }),
  })
}

export function useRemoveAiKey() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (provider: AiProvider) => removeAiKey(userId(), provider),
    onSettled: () => client.invalidateQueries({ queryKey: runKeys.keys(userId()) }),
  })
}
