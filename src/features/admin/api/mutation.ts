import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { messageOf } from './errors'

type Options = {
  /** Toast after success; none when omitted. */
  success?: string
  /** Arabic text when the error is not one the feature mapped. */
  fallback: string
  invalidate: QueryKey[]
}

/** A mutation that refreshes the given queries and toasts its outcome (Studio's default). */
export function useAdminMutation<T, R = void>(fn: (arg: T) => Promise<R>, options: Options) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      if (options.success) toast.success(options.success)
    },
    onError: (error) => toast.error(messageOf(error, options.fallback)),
    // Not awaited: the caller (a dialog closing, a form resetting) need not wait for refetches.
    onSettled: () => {
      for (const queryKey of options.invalidate) void queryClient.invalidateQueries({ queryKey })
    },
  })
}
