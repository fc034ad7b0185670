import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { authStore } from '@/lib/auth-store'
import { toast } from '@/lib/toast'
import { db } from '../api/client'
import { variablesKeys } from '../api/keys'
import {
  companyProfileQuery,
  deleteVariableEverywhere,
  savedVariablesQuery,
  outputDialectQuery,
  savePromptValues,
  saveOutputDialect,
  setValueEverywhere,
} from '../api/variables'
import { builtinValues, type BuiltinKey } from '../lib/builtin-values'
import type { Dialect } from '../lib/dialect'
import { companyVariables } from '../lib/company-variables'
import {
  deriveGlobalVariables,
  type DerivedVariables,
  type PromptTarget,
  type SavedVariableRow,
} from '../lib/global-variables'
import { variableMessages } from '../messages'

function useUserId(): string | null {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getSnapshot)
  return state.session?.user.id ?? null
}

const empty: DerivedVariables = { variables: [], conflicts: [] }

/**
 * No data and no connection to fetch it (the fetch is paused, TanStack's offline mode): offline,
 * a query the offline store did not hold stays pending until the connection returns. The prompt
 * filler starts without these values rather than wait behind a skeleton (issue 48).
 */
const pausedEmpty = (query: { isPending: boolean; fetchStatus: string }) =>
  query.isPending && query.fetchStatus === 'paused'

/**
 * The spec's global-variables state: loading, connected (realtime channel subscribed),
 * variables, conflicts and the last sync time. Any change to the user's rows, from this tab or
 * another, triggers a full reload.
 */
export function useGlobalVariables() {
  const userId = useUserId()
  const queryClient = useQueryClient()
  const [connected, setConnected] = useState(false)
  const query = useQuery({
    ...savedVariablesQuery(userId ?? ''),
    enabled: userId !== null,
  })

  useEffect(() => {
    if (query.isError) {
      toast.error(variableMessages.errorTitle, { description: variableMessages.loadFailed })
    }
  }, [query.isError])

  useEffect(() => {
    if (!userId) return
    let cancelled = false
    let cleanup: (() => void) | undefined
    void db().then((client) => {
      if (cancelled) return
      const key = variablesKeys.saved(userId)
      const reload = () => void queryClient.invalidateQueries({ queryKey: key })
      let joined = false
      const channel = client
        .channel(`user-prompt-variables:${userId}`)
        .on(
          'postgres_changes',
          {
            event: '*',
            schema: 'public',
            table: 'user_prompt_variables',
            filter: `user_id=eq.${userId}`,
          },
          reload,
        )
        // Deletes carry only the row's key (RLS cannot be checked on a row that is gone), so the
        // user_id filter never matches them: reload when the deleted key is one of ours.
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'user_prompt_variables' },
          (payload) => {
            const rows = queryClient.getQueryData<SavedVariableRow[]>(key)
            const id = (payload.old as { id?: string }).id
            if (!rows || rows.some((row) => row.id === id)) reload()
          },
        )
        .subscribe((status) => {
          setConnected(status === 'SUBSCRIBED')
          // Re-joined after a drop (network blip, server restart): changes made meanwhile sent no
          // event to this tab, so read the rows again.
          if (status === 'SUBSCRIBED' && joined) reload()
          if (status === 'SUBSCRIBED') joined = true
        })
      cleanup = () => {
        setConnected(false)
        void client.removeChannel(channel)
      }
    })
    return () => {
      cancelled = true
      cleanup?.()
    }
  }, [userId, queryClient])

  const derived = useMemo(
    () => (query.data ? deriveGlobalVariables(query.data) : empty),
    [query.data],
  )

  return {
    loading: query.isPending && userId !== null,
    paused: pausedEmpty(query),
    error: query.isError,
    connected,
    lastSync: query.dataUpdatedAt ? new Date(query.dataUpdatedAt) : null,
    rows: query.data ?? [],
    ...derived,
    reload: () => query.refetch(),
  }
}

/**
 * The company's values from the profile (name, type, country, size under the prompts' keys):
 * the defaults a prompt's fields start with when the user typed nothing for those keys. A failed
 * read only leaves them empty; the fields stay editable.
 */
export function useCompanyVariables(): {
  loading: boolean
  paused: boolean
  values: Record<string, string>
  builtins: Record<BuiltinKey, string>
} {
  const userId = useUserId()
  const query = useQuery({ ...companyProfileQuery(userId ?? ''), enabled: userId !== null })
  const values = useMemo(() => companyVariables(query.data ?? null), [query.data])
  const builtins = useMemo(() => builtinValues(query.data ?? null, new Date()), [query.data])
  return {
    loading: query.isPending && userId !== null,
    paused: pausedEmpty(query),
    values,
    builtins,
  }
}

/** The output dialect, remembered per user; a change shows at once and is saved in the background. */
export function useOutputDialect(): {
  loading: boolean
  paused: boolean
  dialect: Dialect
  setDialect: (dialect: Dialect) => void
} {
  const userId = useUserId()
  const queryClient = useQueryClient()
  const key = variablesKeys.dialect(userId ?? '')
  const query = useQuery({ ...outputDialectQuery(userId ?? ''), enabled: userId !== null })
  const save = useMutation({
    mutationFn: saveOutputDialect,
    onError: () => {
      toast.error(variableMessages.errorTitle, { description: variableMessages.dialectSaveFailed })
    },
  })
  return {
    loading: query.isPending && userId !== null,
    paused: pausedEmpty(query),
    dialect: query.data ?? 'asis',
    setDialect: (dialect) => {
      queryClient.setQueryData(key, dialect)
      if (userId) save.mutate(dialect)
    },
  }
}

function useInvalidateSaved() {
  const queryClient = useQueryClient()
  const userId = useUserId()
  return () => queryClient.invalidateQueries({ queryKey: variablesKeys.saved(userId ?? '') })
}

export function useResolveConflict() {
  const invalidate = useInvalidateSaved()
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: string }) => setValueEverywhere(key, value),
    onSuccess: () => {
      toast.success(variableMessages.resolved, {
        description: variableMessages.resolvedDescription,
      })
    },
    onError: () => {
      toast.error(variableMessages.errorTitle, { description: variableMessages.updateFailed })
    },
    onSettled: invalidate,
  })
}

export function useUpdateVariable() {
  const invalidate = useInvalidateSaved()
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: string }) => setValueEverywhere(key, value),
    onSuccess: () => {
      toast.success(variableMessages.updated, { description: variableMessages.updatedDescription })
    },
    onError: () => {
      toast.error(variableMessages.errorTitle, { description: variableMessages.updateFailed })
    },
    onSettled: invalidate,
  })
}

export function useDeleteVariable() {
  const invalidate = useInvalidateSaved()
  return useMutation({
    mutationFn: (key: string) => deleteVariableEverywhere(key),
    onSuccess: () => {
      toast.success(variableMessages.deleted, { description: variableMessages.deletedDescription })
    },
    onError: () => {
      toast.error(variableMessages.errorTitle, { description: variableMessages.deleteFailed })
    },
    onSettled: invalidate,
  })
}

export function useSavePromptValues(target: PromptTarget | null) {
  const invalidate = useInvalidateSaved()
  return useMutation({
    mutationFn: async (values: Record<string, string>) => {
      if (target) await savePromptValues(target, values)
    },
    onError: () => {
      toast.error(variableMessages.errorTitle, { description: variableMessages.saveFailed })
    },
    onSettled: invalidate,
  })
}
