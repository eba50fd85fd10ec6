/**
 * /admin/users (issue 41): the list's values and address, without zod (the list's page loads no
 * form library; the schemas are ./users-schema.ts).
 */
export const USER_STATES = ['active', 'suspended', 'banned'] as const
export type UserState = (typeof USER_STATES)[number]
export const USER_ROLE_FILTERS = ['admin', 'moderator'] as const
/** The role a member may be given: none, moderator or admin (one at a time). */
export const ROLE_CHOICES = ['none', 'moderator', 'admin'] as const
export type RoleChoice = (typeof ROLE_CHOICES)[number]

export const USERS_PAGE_SIZE = 50
export const USERS_MAX_PAGE = 200
export const USER_SEARCH_MAX = 100

/** The list's filters as parsed from the address (./users-schema.ts `parseUserQuery`). */
export type UserQuery = {
  name?: string
  email?: string
  phone?: string
  role?: (typeof USER_ROLE_FILTERS)[number]
  state?: UserState
  page: number
}

/** The address of a list with these filters (empty ones and page 1 left out). */
export function usersHref(query: Partial<UserQuery>) {
  const params = new URLSearchParams()
  for (const key of ['name', 'email', 'phone', 'role', 'state'] as const) if (query[key]) params.set(key, query[key]!)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return `/admin/users${search ? `?${search}` : ''}`
}
