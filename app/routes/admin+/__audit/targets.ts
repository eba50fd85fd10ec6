import { ADMIN_LOOKUP_KINDS, type AdminLookupKind } from '~/models/admin/lookup-kinds'

/** The admin screen of an audit row's target, where there is one (else null: the type and id are shown as text). */
export function auditTargetHref(type: string | null, id: string | null): string | null {
  if (!type || !id) return null
  const param = encodeURIComponent(id)
  switch (type) {
    case 'event':
      return `/admin/events?event=${param}`
    case 'group':
      return `/admin/groups?group=${param}`
    case 'listing':
      return /^\d+$/.test(id) ? `/admin/marketplace/${id}` : null
    case 'content_page':
      return /^\d+$/.test(id) ? `/admin/cms/${id}` : null
    case 'personality':
      return /^\d+$/.test(id) ? `/admin/personalities/${id}` : null
    case 'news_source':
      return '/admin/news-sources'
    default:
      return type in ADMIN_LOOKUP_KINDS ? `${ADMIN_LOOKUP_KINDS[type as AdminLookupKind].path}#lookup-${param}` : null
  }
}
