import { queryOptions } from '@tanstack/react-query'
import type { Database } from '@/types/database'
import { currentUserId, db, toCatalogueError } from './client'
import { catalogueKeys } from './keys'

type Tables = Database['public']['Tables']
export type Assistant = Tables['gpt_assistants']['Row']
export type AssistantCategory = Tables['gpt_assistant_categories']['Row']
export type Tool = Tables['ai_tools']['Row']
export type Template = Tables['automation_templates']['Row']
export type TemplateStep = { title: string; description: string; tool: string }

export async function fetchAssistants() {
  const client = await db()
  const [assistants, categories] = await Promise.all([
    client.from('gpt_assistants').select('*').order('sort_order'),
    client.from('gpt_assistant_categories').select('*').order('sort_order'),
  ])
  if (assistants.error) throw toCatalogueError(assistants.error)
  if (categories.error) throw toCatalogueError(categories.error)
  return { assistants: assistants.data, categories: categories.data }
}

export const assistantsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.assistants(),
    queryFn: fetchAssistants,
    staleTime: 5 * 60_000,
  })

/**
 * What a plan that opens an assistant gets (the database returns no other rows): its published
 * GPT's address, or null while the admin has not published it yet (issue 44), its instructions
 * and conversation starters, to start the same conversation in ChatGPT directly.
 */
export type AssistantDetails = { url: string | null; instructions: string; starters: string[] }

export async function fetchAssistantLinks(): Promise<Map<string, AssistantDetails>> {
  currentUserId()
  const client = await db()
  const { data, error } = await client
    .from('gpt_assistant_details')
    .select('assistant_id, url, instructions, conversation_starters')
  if (error) throw toCatalogueError(error)
  return new Map(
    data.map((row) => [
      row.assistant_id,
      {
        url: row.url,
        instructions: row.instructions ?? '',
        starters: row.conversation_starters ?? [],
      },
    ]),
  )
}

export const assistantLinksQuery = (userId: string) =>
  queryOptions({ queryKey: catalogueKeys.assistantLinks(userId), queryFn: fetchAssistantLinks })

export type ToolDetails = Tables['ai_tool_details']['Row']

/** Link and guide of the tools this user's plan opens; the database returns no others. */
export async function fetchToolDetails(): Promise<Map<string, ToolDetails>> {
  currentUserId()
  const client = await db()
  const { data, error } = await client.from('ai_tool_details').select('*')
  if (error) throw toCatalogueError(error)
  return new Map(data.map((row) => [row.tool_id, row] as const))
}

export const toolDetailsQuery = (userId: string) =>
  queryOptions({ queryKey: catalogueKeys.toolDetails(userId), queryFn: fetchToolDetails })

export async function fetchTools(): Promise<Tool[]> {
  const client = await db()
  const { data, error } = await client.from('ai_tools').select('*').order('sort_order')
  if (error) throw toCatalogueError(error)
  return data
}

export const toolsQuery = () =>
  queryOptions({ queryKey: catalogueKeys.tools(), queryFn: fetchTools, staleTime: 10 * 60_000 })

export async function fetchTemplates(): Promise<Template[]> {
  const client = await db()
  const { data, error } = await client
    .from('automation_templates')
    .select('*')
    .order('sort_order')
    .order('created_at')
  if (error) throw toCatalogueError(error)
  return data
}

export const templatesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.templates(),
    queryFn: fetchTemplates,
    staleTime: 5 * 60_000,
  })

export type TemplateOutlineStep = { title: string; tool: string }

/** The public outline of a template: each step's title and tool. */
export function templateSteps(template: Template): TemplateOutlineStep[] {
  return Array.isArray(template.steps) ? (template.steps as TemplateOutlineStep[]) : []
}

/** Full steps of the templates this user's plan opens; the database returns no others. */
export async function fetchTemplateDetails(): Promise<Map<string, TemplateStep[]>> {
  currentUserId()
  const client = await db()
  const { data, error } = await client
    .from('automation_template_details')
    .select('template_id, steps')
  if (error) throw toCatalogueError(error)
  return new Map(
    data.map((row) => [
      row.template_id,
      Array.isArray(row.steps) ? (row.steps as TemplateStep[]) : [],
    ]),
  )
}

export const templateDetailsQuery = (userId: string) =>
  queryOptions({
    queryKey: catalogueKeys.templateDetails(userId),
    queryFn: fetchTemplateDetails,
  })

/**
 * A template's workflow file (issue 44): an n8n workflow or a Make blueprint to import, paid like
 * the full steps (the database returns it only where the plan opens templates). Fetched on demand:
 * a file is several kilobytes, the list does not need it.
 */
export async function fetchTemplateWorkflow(
  templateId: string,
): Promise<{ format: 'n8n' | 'make'; workflow: unknown } | null> {
  const client = await db()
  const { data, error } = await client
    .from('automation_template_details')
    .select('workflow, workflow_format')
    .eq('template_id', templateId)
    .maybeSingle()
  if (error) throw toCatalogueError(error)
  if (!data?.workflow || (data.workflow_format !== 'n8n' && data.workflow_format !== 'make'))
    return null
  return { format: data.workflow_format, workflow: data.workflow }
}
