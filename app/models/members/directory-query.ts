/**
 * The /users directory's query: its shape, constants and URL form, shared by the server
 * (directory.server.ts) and the browser (the filter form, the pages). Every filter is in the URL.
 *
 * URL parameters: q (a name, or the start of one of its words), city (a city's id: only members
 * who show their city), mode (a user_mode), interest (repeatable, at most MAX_DIRECTORY_INTERESTS,
 * all of them), page.
 */
import { INTERESTS, USER_MODES, type Interest, type UserMode } from './options'

export const DIRECTORY_PAGE_SIZE = 24
export const DIRECTORY_MAX_PAGE = 100
export const MAX_DIRECTORY_QUERY_LENGTH = 40
export const MAX_DIRECTORY_INTERESTS = 3
/** The cities offered in the filter: those with the most listed members. */
export const DIRECTORY_CITY_CHOICES = 100

export type DirectoryQuery = {
  q: string
  city: number | null
  mode: UserMode | null
  interests: Interest[]
  page: number
}

export const EMPTY_DIRECTORY_QUERY: DirectoryQuery = { q: '', city: null, mode: null, interests: [], page: 1 }

export const isUserMode = (value: unknown): value is UserMode => (USER_MODES as readonly unknown[]).includes(value)
export const isInterest = (value: unknown): value is Interest => (INTERESTS as readonly unknown[]).includes(value)

/** The query as URL search parameters, in a fixed order, without defaults. */
export function directorySearchParams(query: DirectoryQuery, omit: ReadonlyArray<string> = []) {
  const params = new URLSearchParams()
  const set = (name: string, value: string | number | null | undefined) => {
    if (value != null && value !== '' && !omit.includes(name)) params.append(name, String(value))
  }
  set('q', query.q)
  set('city', query.city)
  set('mode', query.mode)
  for (const interest of query.interests) set('interest', interest)
  if (query.page > 1) set('page', query.page)
  return params
}

export function directoryHref(query: DirectoryQuery, omit: ReadonlyArray<string> = []) {
  const qs = directorySearchParams(query, omit).toString()
  return qs ? `/users?${qs}` : '/users'
}
