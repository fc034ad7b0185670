import { queryOptions } from '@tanstack/react-query'
import { functionErrorBody } from '@/lib/function-error'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import type { CompanyValues } from '../schemas'
import type { PromptState } from '../lib/labels'
import { isCompanyRole, type CompanyRole } from '../lib/roles'
import { CompanyError, db, toError, userId } from './client'
import { companyKeys } from './keys'

/*
 * The companies API (docs/companies.md): every write is an RPC that checks the caller's role in
 * the database; reads are RPCs or tables under RLS.
 */

export async function createCompany(values: CompanyValues): Promise<string> {
  const client = await db()
  const { data, error } = await client.rpc('create_company', {
    p_legal_name: values.legal_name,
    p_trade_name: values.trade_name,
    p_sector: values.sector,
    p_size: values.size,
    p_city: values.city,
    p_country: values.country,
  })
  if (error) throw toError(error, 'تعذّر إنشاء الشركة')
  return data
}

export async function updateCompany(
  companyId: string,
  values: CompanyValues,
  editorsReview: boolean,
): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('update_company', {
    p_company_id: companyId,
    p_legal_name: values.legal_name,
    p_trade_name: values.trade_name,
    p_sector: values.sector,
    p_size: values.size,
    p_city: values.city,
    p_country: values.country,
    p_editors_review: editorsReview,
  })
  if (error) throw toError(error, 'تعذّر حفظ بيانات الشركة')
}

export async function deleteCompany(companyId: string, confirmName: string): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('delete_company', {
    p_company_id: companyId,
    p_confirm_name: confirmName,
  })
  if (error) throw toError(error, 'تعذّر حذف الشركة')
}

// ---------------------------------------------------------------------------------------------
// Members
// ---------------------------------------------------------------------------------------------

export type CompanyMember = {
  user_id: string
  name: string
  email: string
  role: CompanyRole
  joined_at: string
  is_me: boolean
}

async function fetchMembers(companyId: string): Promise<CompanyMember[]> {
  const client = await db()
  const { data, error } = await client.rpc('company_members_list', { p_company_id: companyId })
  if (error) throw toError(error, 'تعذّر تحميل الأعضاء')
  return data.map((m) => ({
    user_id: m.user_id,
    name: m.full_name ?? '',
    email: m.email ?? '',
    role: (isCompanyRole(m.role) ? m.role : 'member') as CompanyRole,
    joined_at: m.joined_at,
    is_me: m.is_me,
  }))
}

export const companyMembersQuery = (companyId: string) =>
  queryOptions({
    queryKey: companyKeys.members(userId(), companyId),
    queryFn: () => fetchMembers(companyId),
  })

export async function setMemberRole(
  companyId: string,
  memberId: string,
  role: CompanyRole,
): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('set_company_member_role', {
    p_company_id: companyId,
    p_user_id: memberId,
    p_role: role,
  })
  if (error) throw toError(error, 'تعذّر تغيير الدور')
}

export async function removeMember(companyId: string, memberId: string): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('remove_company_member', {
    p_company_id: companyId,
    p_user_id: memberId,
  })
  if (error) throw toError(error, 'تعذّرت إزالة العضو')
}

export async function leaveCompany(companyId: string): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('leave_company', { p_company_id: companyId })
  if (error) throw toError(error, 'تعذّرت مغادرة الشركة')
}

export async function offerOwnership(companyId: string, memberId: string): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('offer_company_ownership', {
    p_company_id: companyId,
    p_user_id: memberId,
  })
  if (error) throw toError(error, 'تعذّر عرض نقل الملكية')
}

/** The member offered ownership accepts or declines it (the owner withdraws with `false`). */
export async function respondOwnership(companyId: string, accept: boolean): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('respond_company_ownership', {
    p_company_id: companyId,
    p_accept: accept,
  })
  if (error) throw toError(error, 'تعذّر الرد على عرض الملكية')
}

// ---------------------------------------------------------------------------------------------
// Invitations
// ---------------------------------------------------------------------------------------------

export type PendingInvitation = {
  id: string
  role: CompanyRole
  email: string | null
  channel: 'email' | 'link'
  invited_by_name: string | null
  expires_at: string
  sent_count: number
}

async function fetchInvitations(companyId: string): Promise<PendingInvitation[]> {
  const client = await db()
  const { data, error } = await client.rpc('company_pending_invitations', {
    p_company_id: companyId,
  })
  if (error) throw toError(error, 'تعذّر تحميل الدعوات')
  return data.map((i) => ({
    id: i.id,
    role: (isCompanyRole(i.role) ? i.role : 'member') as CompanyRole,
    email: i.email,
    channel: i.channel === 'email' ? 'email' : 'link',
    invited_by_name: i.invited_by_name,
    expires_at: i.expires_at,
    sent_count: i.sent_count,
  }))
}

export const companyInvitationsQuery = (companyId: string) =>
  queryOptions({
    queryKey: companyKeys.invitations(userId(), companyId),
    queryFn: () => fetchInvitations(companyId),
  })

/**
 * E-mail invitations go through the company-invite function, which creates (or resends) the
 * invitation as the caller, with the same role checks, and mails the Arabic invitation.
 */
async function inviteFunction(body: Record<string, string>, fallback: string): Promise<void> {
  const client = await db()
  const { error } = await client.functions.invoke('company-invite', { body })
  if (!error) return
  if (isNetworkError(error)) throw new CompanyError(NETWORK_ERROR_MESSAGE, 'network')
  const answer = await functionErrorBody<{ error?: string; hint?: string }>(error)
  throw new CompanyError(answer?.error ?? fallback, answer?.hint ?? 'refused')
}

export async function inviteByEmail(
  companyId: string,
  email: string,
  role: CompanyRole,
): Promise<void> {
  await inviteFunction({ companyId, email, role }, 'تعذّر إرسال الدعوة')
}

/** A one-time link invitation; its token (shown once, never stored in clear). */
export async function inviteByLink(companyId: string, role: CompanyRole): Promise<string> {
  const client = await db()
  const { data, error } = await client
    .rpc('create_company_invitation', { p_company_id: companyId, p_role: role })
    .single()
  if (error) throw toError(error, 'تعذّر إنشاء رابط الدعوة')
  return data.token
}

/** A new token for an e-mail invitation, mailed again (the old link stops working). */
export async function resendInvitation(invitationId: string): Promise<void> {
  await inviteFunction({ invitationId }, 'تعذّرت إعادة إرسال الدعوة')
}

export async function revokeInvitation(invitationId: string): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('revoke_company_invitation', {
    p_invitation_id: invitationId,
  })
  if (error) throw toError(error, 'تعذّر إلغاء الدعوة')
}

export type InvitationPreview =
  | { valid: false; message: string }
  | {
      valid: true
      company_name: string
      inviter_name: string | null
      role: CompanyRole
      email_locked: boolean
    }

type TokenAnswer = {
  success?: boolean
  code?: string
  message?: string
  company_name?: string
  trade_name?: string
  inviter_name?: string
  role?: string
  email_locked?: boolean
  company_id?: string
}

/** What the link shows before accepting; one answer for any token that cannot be accepted. */
async function fetchPreview(token: string): Promise<InvitationPreview> {
  const client = await db()
  const { data, error } = await client.rpc('company_invitation_preview', { p_token: token })
  if (error) throw toError(error, 'تعذّر فتح الدعوة')
  const answer = (data ?? {}) as TokenAnswer
  if (!answer.success) {
    return { valid: false, message: answer.message ?? 'رابط الدعوة غير صالح أو انتهت صلاحيته.' }
  }
  return {
    valid: true,
    company_name: answer.trade_name?.trim() || answer.company_name || '',
    inviter_name: answer.inviter_name ?? null,
    role: (isCompanyRole(answer.role) ? answer.role : 'member') as CompanyRole,
    email_locked: answer.email_locked === true,
  }
}

export const invitationPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: companyKeys.invitation(token),
    queryFn: () => fetchPreview(token),
    retry: false,
  })

/** Accepts for the signed-in user; the company's id (also when already a member). */
export async function acceptInvitation(token: string): Promise<string> {
  const client = await db()
  const { data, error } = await client.rpc('accept_company_invitation', { p_token: token })
  if (error) throw toError(error, 'تعذّر قبول الدعوة')
  const answer = (data ?? {}) as TokenAnswer
  if (answer.success && answer.company_id) return answer.company_id
  if (answer.code === 'already_member' && answer.company_id) return answer.company_id
  throw new CompanyError(
    answer.message ?? 'رابط الدعوة غير صالح أو انتهت صلاحيته.',
    answer.code ?? 'invalid_invitation',
  )
}

// ---------------------------------------------------------------------------------------------
// Library
// ---------------------------------------------------------------------------------------------

/** A prompt of the library as an editor sees it: every state, with the working version. */
export type CompanyPromptRow = {
  id: string
  title: string
  description: string
  state: PromptState
  current_version: number
  approved_version: number | null
  forked_from: string | null
  updated_at: string
}

/** A company prompt opened for editing or reviewing (editors and above). */
export type CompanyPrompt = {
  id: string
  company_id: string
  title: string
  description: string
  body: string
  state: PromptState
  current_version: number
  approved_version: number | null
  forked_from: string | null
  versions: CompanyPromptVersion[]
}

export type CompanyPromptVersion = {
  version: number
  status: string
  title: string
  body: string
  note: string
  review_comment: string
  reviewed_at: string | null
  submitted_at: string | null
  created_at: string
}

/** An approved prompt as every member uses it. */
export type LibraryPrompt = {
  id: string
  version: number
  title: string
  description: string
  newer_in_review: boolean
}

async function fetchLibrary(companyId: string): Promise<LibraryPrompt[]> {
  const client = await db()
  const { data, error } = await client.rpc('company_library', { p_company_id: companyId })
  if (error) throw toError(error, 'تعذّر تحميل مكتبة الشركة')
  return data.map((p) => ({
    id: p.company_prompt_id,
    version: p.version,
    title: p.title,
    description: p.description,
    newer_in_review: p.newer_version_in_review === true,
  }))
}

export const companyLibraryQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...companyKeys.prompts(userId(), companyId), 'library'] as const,
    queryFn: () => fetchLibrary(companyId),
  })

/** Every prompt of the company with its state (what RLS lets an editor or above read). */
async function fetchWorkbench(companyId: string): Promise<CompanyPromptRow[]> {
  const client = await db()
  const { data, error } = await client
    .from('company_prompts')
    .select(
      'id, state, current_version, approved_version, forked_from, updated_at, company_prompt_versions(version, title, description)',
    )
    .eq('company_id', companyId)
    .order('updated_at', { ascending: false })
    .limit(1000)
  if (error) throw toError(error, 'تعذّر تحميل أوامر الشركة')
  return data.map((p) => {
    const versions = (p.company_prompt_versions ?? []) as {
      version: number
      title: string
      description: string
    }[]
    const current = versions.find((v) => v.version === p.current_version) ?? versions[0]
    return {
      id: p.id,
      title: current?.title ?? '',
      description: current?.description ?? '',
      state: p.state as PromptState,
      current_version: p.current_version,
      approved_version: p.approved_version,
      forked_from: p.forked_from,
      updated_at: p.updated_at,
    }
  })
}

export const companyWorkbenchQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...companyKeys.prompts(userId(), companyId), 'all'] as const,
    queryFn: () => fetchWorkbench(companyId),
  })

async function fetchPrompt(companyId: string, id: string): Promise<CompanyPrompt | null> {
  const client = await db()
  const { data, error } = await client
    .from('company_prompts')
    .select(
      'id, company_id, state, current_version, approved_version, forked_from, company_prompt_versions(version, status, title, description, body, note, review_comment, reviewed_at, submitted_at, created_at)',
    )
    .eq('id', id)
    .eq('company_id', companyId)
    .maybeSingle()
  if (error?.code === '22P02') return null
  if (error) throw toError(error, 'تعذّر تحميل الأمر')
  if (!data) return null
  const versions = (
    (data.company_prompt_versions ?? []) as (CompanyPromptVersion & {
      description: string
    })[]
  ).sort((a, b) => b.version - a.version)
  const current = versions.find((v) => v.version === data.current_version)
  if (!current) return null
  return {
    id: data.id,
    company_id: data.company_id,
    title: current.title,
    description: current.description,
    body: current.body,
    state: data.state as PromptState,
    current_version: data.current_version,
    approved_version: data.approved_version,
    forked_from: data.forked_from,
    versions,
  }
}

/** A prompt with all its versions (editors and above; RLS gives members nothing here). */
export const companyPromptQuery = (companyId: string, id: string) =>
  queryOptions({
    queryKey: companyKeys.prompt(userId(), companyId, id),
    queryFn: () => fetchPrompt(companyId, id),
  })

export type OpenedPrompt = {
  id: string
  version: number
  title: string
  description: string
  body: string
}

/** The approved text every member uses (counted as one open). */
async function openPrompt(id: string): Promise<OpenedPrompt | null> {
  const client = await db()
  const { data, error } = await client.rpc('open_company_prompt', { p_id: id })
  if (error?.hint === 'not_found' || error?.code === '22P02') return null
  if (error) throw toError(error, 'تعذّر فتح الأمر')
  const row = data[0]
  if (!row) return null
  return {
    id: row.company_prompt_id,
    version: row.version,
    title: row.title,
    description: row.description,
    body: row.body,
  }
}

export const openCompanyPromptQuery = (companyId: string, id: string) =>
  queryOptions({
    queryKey: [...companyKeys.prompt(userId(), companyId, id), 'open'] as const,
    queryFn: () => openPrompt(id),
    // Opening counts a use: not again on every focus.
    staleTime: Infinity,
    retry: false,
  })

export async function saveCompanyPrompt(
  companyId: string,
  id: string | null,
  values: { title: string; description: string; body: string; note: string },
): Promise<string> {
  const client = await db()
  const { data, error } = await client.rpc('save_company_prompt', {
    p_company_id: companyId,
    p_id: id as string,
    p_title: values.title,
    p_description: values.description,
    p_body: values.body,
    p_note: values.note,
  })
  if (error) throw toError(error, 'تعذّر حفظ الأمر')
  return data
}

export async function submitCompanyPrompt(id: string): Promise<number> {
  const client = await db()
  const { data, error } = await client.rpc('submit_company_prompt', { p_id: id })
  if (error) throw toError(error, 'تعذّر إرسال الأمر للمراجعة')
  return data
}

export type ReviewDecision = 'approve' | 'request_changes'

export async function reviewCompanyPrompt(
  id: string,
  version: number,
  decision: ReviewDecision,
  comment: string,
): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('review_company_prompt', {
    p_id: id,
    p_version: version,
    p_decision: decision,
    p_comment: comment,
  })
  if (error) throw toError(error, 'تعذّر حفظ المراجعة')
}

export async function deleteCompanyPrompt(id: string): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('delete_company_prompt', { p_id: id })
  if (error) throw toError(error, 'تعذّر حذف الأمر')
}

export async function submitUserPromptToCompany(
  userPromptId: string,
  companyId: string,
): Promise<string> {
  const client = await db()
  const { data, error } = await client.rpc('submit_user_prompt_to_company', {
    p_user_prompt_id: userPromptId,
    p_company_id: companyId,
  })
  if (error) throw toError(error, 'تعذّر إرسال الأمر إلى الشركة')
  return data
}

export async function forkPromptToCompany(companyId: string, promptId: string): Promise<string> {
  const client = await db()
  const { data, error } = await client.rpc('fork_prompt_to_company', {
    p_company_id: companyId,
    p_prompt_id: promptId,
  })
  if (error) throw toError(error, 'تعذّر نسخ الأمر إلى الشركة')
  return data
}

export type Upstream = { changed: boolean; copy_body: string | null; upstream_body: string | null }

async function fetchUpstream(id: string): Promise<Upstream> {
  const client = await db()
  const { data, error } = await client.rpc('company_prompt_upstream', { p_id: id }).single()
  if (error) throw toError(error, 'تعذّر التحقق من تحديثات الأمر الأصلي')
  return { changed: data.changed, copy_body: data.copy_body, upstream_body: data.upstream_body }
}

export const companyPromptUpstreamQuery = (companyId: string, id: string) =>
  queryOptions({
    queryKey: [...companyKeys.prompt(userId(), companyId, id), 'upstream'] as const,
    queryFn: () => fetchUpstream(id),
  })

export async function updateFromUpstream(id: string): Promise<number> {
  const client = await db()
  const { data, error } = await client.rpc('update_company_prompt_from_upstream', { p_id: id })
  if (error) throw toError(error, 'تعذّر تحديث النسخة')
  return data
}

export type ReviewItem = {
  id: string
  version: number
  title: string
  note: string
  author_name: string | null
  submitted_at: string | null
  submitted_body: string
  approved_version: number | null
  approved_body: string | null
}

async function fetchQueue(companyId: string): Promise<ReviewItem[]> {
  const client = await db()
  const { data, error } = await client.rpc('company_review_queue', { p_company_id: companyId })
  if (error) throw toError(error, 'تعذّر تحميل قائمة المراجعة')
  return data.map((r) => ({
    id: r.company_prompt_id,
    version: r.version,
    title: r.title,
    note: r.note ?? '',
    author_name: r.author_name,
    submitted_at: r.submitted_at,
    submitted_body: r.submitted_body,
    approved_version: r.approved_version,
    approved_body: r.approved_body,
  }))
}

export const reviewQueueQuery = (companyId: string) =>
  queryOptions({
    queryKey: companyKeys.queue(userId(), companyId),
    queryFn: () => fetchQueue(companyId),
  })

export type UsageKind = 'open' | 'copy' | 'assistant'

/** Counts a use; a failure is not the member's problem and is not shown. */
export async function recordUsage(id: string, kind: UsageKind): Promise<void> {
  const client = await db()
  await client.rpc('record_company_prompt_usage', { p_id: id, p_kind: kind })
}

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

export type CompanyValue = { key: string; label: string; value: string; updated_at: string }

async function fetchValues(companyId: string): Promise<CompanyValue[]> {
  const client = await db()
  const { data, error } = await client.rpc('get_company_values', { p_company_id: companyId })
  if (error) throw toError(error, 'تعذّر تحميل قيم الشركة')
  return data
}

export const companyValuesQuery = (companyId: string) =>
  queryOptions({
    queryKey: companyKeys.values(userId(), companyId),
    queryFn: () => fetchValues(companyId),
  })

export async function setCompanyValue(
  companyId: string,
  key: string,
  value: string,
  label = '',
): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('set_company_value', {
    p_company_id: companyId,
    p_key: key,
    p_value: value,
    p_label: label,
  })
  if (error) throw toError(error, 'تعذّر حفظ القيمة')
}

export async function deleteCompanyValue(companyId: string, key: string): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('delete_company_value', {
    p_company_id: companyId,
    p_key: key,
  })
  if (error) throw toError(error, 'تعذّر حذف القيمة')
}

// ---------------------------------------------------------------------------------------------
// Usage
// ---------------------------------------------------------------------------------------------

export type UsageRow = {
  user_id: string
  member_name: string
  member_email: string
  role: string
  prompt_id: string | null
  prompt_title: string | null
  opened: number
  copied: number
  opened_in_assistant: number
  last_used_at: string | null
}

async function fetchUsage(companyId: string): Promise<UsageRow[]> {
  const client = await db()
  const { data, error } = await client.rpc('company_usage_report', { p_company_id: companyId })
  if (error) throw toError(error, 'تعذّر تحميل تقرير الاستخدام')
  return data.map((r) => ({
    user_id: r.user_id,
    member_name: r.member_name ?? '',
    member_email: r.member_email ?? '',
    role: r.role,
    prompt_id: r.company_prompt_id,
    prompt_title: r.prompt_title,
    opened: r.opened ?? 0,
    copied: r.copied ?? 0,
    opened_in_assistant: r.opened_in_assistant ?? 0,
    last_used_at: r.last_used_at,
  }))
}

export const companyUsageQuery = (companyId: string) =>
  queryOptions({
    queryKey: companyKeys.usage(userId(), companyId),
    queryFn: () => fetchUsage(companyId),
  })

export type OwnPromptOption = { id: string; title: string }

/** The caller's own prompts («أوامري») to pick one to submit into the company. */
async function fetchOwnPrompts(): Promise<OwnPromptOption[]> {
  const client = await db()
  const { data, error } = await client
    .from('user_prompts')
    .select('id, title')
    .is('deleted_at', null)
    .order('updated_at', { ascending: false })
    .limit(500)
  if (error) throw toError(error, 'تعذّر تحميل أوامرك')
  return data
}

export const ownPromptsQuery = () =>
  queryOptions({
    queryKey: [...companyKeys.all, userId(), 'own-prompts'] as const,
    queryFn: fetchOwnPrompts,
  })

// ---------------------------------------------------------------------------------------------
// Collections
// ---------------------------------------------------------------------------------------------

export type CompanyCollection = {
  id: string
  name: string
  description: string
  prompt_ids: string[]
}

async function fetchCollections(companyId: string): Promise<CompanyCollection[]> {
  const client = await db()
  const { data, error } = await client
    .from('company_collections')
    .select('id, name, description, company_collection_items(company_prompt_id, position)')
    .eq('company_id', companyId)
    .order('created_at', { ascending: true })
  if (error) throw toError(error, 'تعذّر تحميل مجموعات الشركة')
  return data.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    prompt_ids: [...(c.company_collection_items ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((i) => i.company_prompt_id),
  }))
}

export const companyCollectionsQuery = (companyId: string) =>
  queryOptions({
    queryKey: companyKeys.collections(userId(), companyId),
    queryFn: () => fetchCollections(companyId),
  })

export async function saveCompanyCollection(
  companyId: string,
  id: string | null,
  name: string,
  description: string,
): Promise<string> {
  const client = await db()
  const { data, error } = await client.rpc('save_company_collection', {
    p_company_id: companyId,
    p_id: id as string,
    p_name: name,
    p_description: description,
  })
  if (error) throw toError(error, 'تعذّر حفظ المجموعة')
  return data
}

export async function deleteCompanyCollection(id: string): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('delete_company_collection', { p_id: id })
  if (error) throw toError(error, 'تعذّر حذف المجموعة')
}

export async function setCollectionItems(id: string, promptIds: string[]): Promise<void> {
  const client = await db()
  const { error } = await client.rpc('set_company_collection_items', {
    p_id: id,
    p_prompt_ids: promptIds,
  })
  if (error) throw toError(error, 'تعذّر حفظ أوامر المجموعة')
}
