/** The four company roles, from the most to the least powerful (docs/companies.md). */
export const COMPANY_ROLES = ['owner', 'admin', 'editor', 'member'] as const
export type CompanyRole = (typeof COMPANY_ROLES)[number]

export const roleLabels: Record<CompanyRole, string> = {
  owner: 'المالك',
  admin: 'مشرف',
  editor: 'محرر',
  member: 'عضو',
}

/** Roles an invitation or a role change may give (ownership moves only by a transfer). */
export const ASSIGNABLE_ROLES = ['admin', 'editor', 'member'] as const satisfies CompanyRole[]

export function isCompanyRole(value: unknown): value is CompanyRole {
  return typeof value === 'string' && (COMPANY_ROLES as readonly string[]).includes(value)
}

export function roleLabel(role: string): string {
  return isCompanyRole(role) ? roleLabels[role] : role
}

/**
 * What a role may do in the screens. The database checks every one of these again; the UI only
 * hides what would be refused.
 */
export function can(role: CompanyRole | null | undefined) {
  const rank = role ? COMPANY_ROLES.indexOf(role) : COMPANY_ROLES.length
  return {
    manageMembers: rank <= 1,
    editSettings: rank <= 1,
    editValues: rank <= 1,
    review: rank <= 1,
    seeUsage: rank <= 1,
    curateCollections: rank <= 1,
    write: rank <= 2,
    transferOwnership: rank === 0,
  }
}
