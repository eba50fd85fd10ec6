/**
 * Resources' addresses and the /ressources query: shared by the server (parsing and SQL in
 * list.server.ts, resolving a path in detail.server.ts) and the browser (filter form, links).
 *
 * One path segment serves three kinds of page (decision 023): /ressources/{id} (digits: a
 * resource's id, answered with 301 to its slug), /ressources/{slug} (a resource: lowercase a-z,
 * 0-9 and inner hyphens) and /ressources/{tag path} (a tag: its name without non-word characters,
 * spaces kept and encoded, SPEC §2). Triggers of migration 0023 keep them apart for every writer:
 * a slug is never all digits and never a tag's path; a tag's path is never all digits, never
 * holds a hyphen and is unique whatever its case.
 *
 * URL parameters of the list: q (text), tag (a tag's slug: the list redirects to the tag's own
 * page), profession (a profession's slug), country (ISO alpha-2), category (a resource type),
 * language (a language code), page.
 */
import { RESOURCE_TYPES, type ResourceType } from '~/db/schema/values'
import { professionSlug } from '~/models/personalities/query'

export const RESOURCES_PAGE_SIZE = 24
export const RESOURCES_MAX_PAGE = 100
export const MAX_RESOURCE_QUERY_LENGTH = 80
/** The text search needs a word of this many letters or digits (a shorter `q` is shown, not searched). */
export const MIN_RESOURCE_QUERY_LENGTH = 2

export { RESOURCE_TYPES, type ResourceType }
/** Resource types whose page shows the country's safety banner (legal help, health, helplines). */
export const SAFETY_BANNER_TYPES: readonly ResourceType[] = ['hotline', 'legal', 'health']

export type ResourceQuery = {
  q: string
  tag: string | null
  profession: string | null
  country: string | null
  category: ResourceType | null
  language: string | null
  page: number
}

export const EMPTY_RESOURCE_QUERY: ResourceQuery = {
  q: '',
  tag: null,
  profession: null,
  country: null,
  category: null,
  language: null,
  page: 1,
}

// ------------------------------------------------------------------ addresses

/** A resource's id in a path: digits only. */
export const RESOURCE_ID_SEGMENT = /^\d{1,10}$/
/** A resource's slug: lowercase a-z, 0-9 and inner hyphens, not all digits (the triggers' rule). */
export const RESOURCE_SLUG_SEGMENT = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A tag's path segment from its name (SPEC §2): every character that is not a letter, a digit,
 * a combining mark, an underscore or a space removed, spaces collapsed and trimmed
 * ('Parents & Families' → 'Parents Families', 'HIV/AIDS' → 'HIVAIDS'). Case is kept.
 */
export function tagPath(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}_ ]+/gu, '')
    .replace(/ +/g, ' ')
    .trim()
}

/** Why a tag name cannot be a tag (its path would be empty or all digits: an id's shape), or null. */
export function tagNameProblem(name: string): 'empty' | 'digits' | null {
  const path = tagPath(name)
  if (!path) return 'empty'
  if (/^\d+$/.test(path)) return 'digits'
  return null
}

/** A tag's page: /ressources/{path}, spaces and other characters encoded. */
export const tagHref = (path: string) => `/ressources/${encodeURIComponent(path)}`
/** A resource's page: by slug (an id only when the slug is missing, which answers 301). */
export const resourceHref = (r: { slug: string | null; id: number }) => `/ressources/${encodeURIComponent(r.slug || String(r.id))}`
/** A profession's page: /professions/{slug}. */
export const professionHref = (slug: string) => `/professions/${encodeURIComponent(slug)}`

/** A profession's slug from its name ('Sexual Health Nurse' → 'sexual-health-nurse'); the personalities' free text too. */
export { professionSlug }

// ------------------------------------------------------------------ the list's URL

/** The query as URL search parameters, in a fixed order, without defaults (page 1). */
export function resourceSearchParams(query: ResourceQuery, omit: ReadonlyArray<string> = []) {
  const params = new URLSearchParams()
  const set = (name: string, value: string | number | null | undefined) => {
    if (value != null && value !== '' && !omit.includes(name)) params.append(name, String(value))
  }
  set('q', query.q)
  set('tag', query.tag)
  set('profession', query.profession)
  set('country', query.country)
  set('category', query.category)
  set('language', query.language)
  if (query.page > 1) set('page', query.page)
  return params
}

/**
 * The list's address for a query: a chosen tag's page (/ressources/{path}) when the tag's path
 * is known, else /ressources; the other filters as parameters.
 */
export function resourcesHref(query: ResourceQuery, tag: { path: string } | null = null, omit: ReadonlyArray<string> = []) {
  const base = tag && query.tag ? tagHref(tag.path) : '/ressources'
  const qs = resourceSearchParams(query, tag && query.tag ? [...omit, 'tag'] : omit).toString()
  return qs ? `${base}?${qs}` : base
}
