import { useQuery } from '@tanstack/react-query'
import { db, type Row } from './client'
import { adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'
import { useAdminMutation } from './mutation'

export type Icon = Row<'icons'>
/** Catalogue rows that show an icon, by the icon's name. */
export type IconTarget = 'prompt_categories' | 'platforms' | 'gpt_assistant_categories'
export type IconHolder = { table: IconTarget; id: string; name: string; icon: string | null }

export type IconData = { icons: Icon[]; holders: IconHolder[] }

export async function fetchIconData(): Promise<IconData> {
  const client = await db()
  const [icons, categories, platforms, assistantCategories] = await Promise.all([
    client.from('icons').select('*').order('name'),
    client.from('prompt_categories').select('id, name, icon').order('sort_order'),
    client.from('platforms').select('id, name, icon').order('sort_order'),
    client.from('gpt_assistant_categories').select('id, name, icon').order('sort_order'),
  ])
  const error = icons.error ?? categories.error ?? platforms.error ?? assistantCategories.error
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  const tag = (table: IconTarget, rows: { id: string; name: string; icon: string | null }[]) =>
    rows.map((row) => ({ table, ...row }))
  return {
    icons: icons.data ?? [],
    holders: [
      ...tag('platforms', platforms.data ?? []),
      ...tag('prompt_categories', categories.data ?? []),
      ...tag('gpt_assistant_categories', assistantCategories.data ?? []),
    ],
  }
}

export function useIconData() {
  return useQuery({ queryKey: adminKeys.icons(), queryFn: fetchIconData })
}

export function useAssignIcon() {
  return useAdminMutation(
    async ({ table, id, icon }: { table: IconTarget; id: string; icon: string | null }) => {
      const { error } = await (await db()).from(table).update({ icon }).eq('id', id)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    {
      success: 'تم تعيين الأيقونة',
      fallback: adminMessages.saveFailed,
      invalidate: [adminKeys.icons(), adminKeys.catalogueOptions()],
    },
  )
}

export function useCreateIcon() {
  return useAdminMutation(
    async (icon: { name: string; label: string; lucide_key: string }) => {
      const { error } = await (await db()).from('icons').insert(icon)
      if (error) {
        throw toAdminError(error, adminMessages.saveFailed, { '23505': 'يوجد أيقونة بهذا الاسم' })
      }
    },
    {
      success: 'تمت إضافة الأيقونة',
      fallback: adminMessages.saveFailed,
      invalidate: [adminKeys.icons()],
    },
  )
}

export function useDeleteIcon() {
  return useAdminMutation(
    async (id: string) => {
      const { error } = await (await db()).from('icons').delete().eq('id', id)
      if (error) throw toAdminError(error, adminMessages.saveFailed)
    },
    {
      success: 'تم حذف الأيقونة',
      fallback: adminMessages.saveFailed,
      invalidate: [adminKeys.icons()],
    },
  )
}
