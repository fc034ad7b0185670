import { useQuery } from '@tanstack/react-query'
import { subscriptionKeys } from '../api/keys'
import {
  fetchHistory,
  fetchPlanDetails,
  fetchPlans,
  fetchPromotions,
  fetchRank,
  fetchScheduledChange,
  quotePlanChange,
  validatePlanChange,
} from '../api/subscription-api'
import { fetchInvoice, fetchInvoices } from '../api/invoices-api'

export function usePlans() {
  return useQuery({ queryKey: subscriptionKeys.plans(), queryFn: fetchPlans, staleTime: 60_000 })
}

export function usePromotions(slugs: string[]) {
  return useQuery({
    queryKey: [...subscriptionKeys.promotions(), slugs.join(',')],
    queryFn: () => fetchPromotions(slugs),
    enabled: slugs.length > 0,
    staleTime: 60_000,
  })
}

export function usePlanDetails(userId: string) {
  return useQuery({
    queryKey: subscriptionKeys.details(userId),
    queryFn: () => fetchPlanDetails(userId),
  })
}

export function useRank(userId: string) {
  return useQuery({ queryKey: subscriptionKeys.rank(userId), queryFn: () => fetchRank(userId) })
}

export function useHistory(userId: string) {
  return useQuery({
    queryKey: subscriptionKeys.history(userId),
    queryFn: () => fetchHistory(userId),
  })
}

export function useScheduledChange(userId: string) {
  return useQuery({
    queryKey: subscriptionKeys.scheduled(userId),
    queryFn: () => fetchScheduledChange(userId),
  })
}

export function usePlanValidation(userId: string, fromPlan: string | null, toPlan: string | null) {
  return useQuery({
    queryKey: subscriptionKeys.validation(userId, `${fromPlan}->${toPlan}`),
    queryFn: () => validatePlanChange(userId, fromPlan!, toPlan!),
    enabled: Boolean(fromPlan && toPlan),
    staleTime: 0,
  })
}

export function useQuote(
  userId: string,
  plan: string | null,
  code: string | null,
  enabled: boolean,
  period: 'month' | 'year' = 'month',
) {
  return useQuery({
    queryKey: subscriptionKeys.quote(userId, plan ?? '', code, period),
    queryFn: () => quotePlanChange(userId, plan!, code, period),
    enabled: enabled && Boolean(plan),
    staleTime: 0,
  })
}

export function useInvoices(userId: string) {
  return useQuery({
    queryKey: subscriptionKeys.invoices(userId),
    queryFn: () => fetchInvoices(userId),
    enabled: Boolean(userId),
  })
}

export function useInvoice(id: string) {
  return useQuery({ queryKey: subscriptionKeys.invoice(id), queryFn: () => fetchInvoice(id) })
}
