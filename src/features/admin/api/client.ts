import type { SupabaseClient } from '@supabase/supabase-js'
import { getSupabase } from '@/lib/supabase'
import type { Database } from '@/types/database'

export type Db = SupabaseClient<Database>
export type Tables = Database['public']['Tables']
export type Row<T extends keyof Tables> = Tables[T]['Row']

export const db = getSupabase
