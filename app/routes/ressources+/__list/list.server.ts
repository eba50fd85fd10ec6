import { redirect } from '@remix-run/cloudflare'
import type { Db } from '~/db/client'
import type { Language } from '~/i18n/config'
import { serverI18n } from '~/i18n/i18next.server'
import type { TagRef } from '~/models/resources/detail.server'
import { listResources, parseResourceQuery, resolveResourceQuery } from '~/models/resources/list.server'
import { resourceSearchParams, resourcesHref, tagHref } from '~/models/resources/query'
import type { Viewer } from '~/models/viewer'
import { sortedSearch } from '~/utils/url-params'

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The loader's data of /ressources and of a tag's page (/ressources/{tag path}, the list with
 * its tag chosen). A URL with empty, invalid or unknown values, a `tag` parameter (the tag has
 * its own page) or a page past the last one is redirected to its clean form in one hop.
 */
export async function loadResourceList(db: Db, viewer: Viewer, url: URL, language: Language, fixedTag: TagRef | null) {
  const raw = parseResourceQuery(url)
  const [resolved, i18n] = await Promise.all([
    resolveResourceQuery(db, viewer, fixedTag ? { ...raw, tag: fixedTag.slug } : raw, language, fixedTag),
    serverI18n(language),
  ])
  const { query, tag } = resolved
  const cleanPath = tag ? tagHref(tag.path) : '/ressources'
  const cleanParams = resourceSearchParams(query, tag ? ['tag'] : [])
  if (safeDecode(url.pathname) !== safeDecode(cleanPath) || sortedSearch(url.searchParams) !== sortedSearch(cleanParams))
    throw redirect(resourcesHref(query, tag), 302)

  const list = await listResources(db, viewer, resolved, language)
  if (list.page > list.pageCount) throw redirect(resourcesHref({ ...query, page: list.pageCount }, tag), 302)

  const title = query.q
    ? i18n.t('resources:meta.titleSearch', { query: query.q })
    : tag
      ? i18n.t('resources:meta.tagTitle', { tag: tag.name })
      : i18n.t('resources:meta.title')
  const description = tag
    ? (fixedTag?.description ?? i18n.t('resources:meta.tagDescription', { tag: tag.name }))
    : i18n.t('resources:meta.description')
  const canonical = new URL(resourcesHref({ ...query, page: 1 }, tag, ['page']), url.origin).toString()
  return {
    query,
    choices: resolved.choices,
    tag: tag
      ? { name: tag.name, slug: tag.slug, path: tag.path, href: tagHref(tag.path), description: fixedTag?.description ?? null }
      : null,
    textTooShort: resolved.textTooShort,
    list,
    meta: { title, description, canonical, noindex: !!query.q },
  }
}
