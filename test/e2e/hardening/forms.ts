/**
 * The forms of crawled pages, as a browser would submit them: where (action, method), what
 * fields with their default values, and one variant per named submit button (an `intent`).
 */
export type Field = { name: string; type: string; value: string; options?: string[] }
export type FoundForm = {
  /** Where it was found. */
  page: string
  method: 'GET' | 'POST'
  /** The pathname and query it submits to. */
  action: string
  enctype: string
  fields: Field[]
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const match of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1]!.toLowerCase()
    if (!(name in found)) found[name] = decode(match[2] ?? match[3] ?? match[4] ?? '')
  }
  return found
}

/** Every form of a page, one entry per named submit button (or one, if it has none). */
export function formsIn(html: string, page: string, baseUrl: string): FoundForm[] {
  const forms: FoundForm[] = []
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const own = attributes(match[1]!)
    const body = match[2]!
    const target = new URL(own.action || page, new URL(page, baseUrl))
    if (target.origin !== new URL(baseUrl).origin) continue
    const method = (own.method ?? 'get').toUpperCase() === 'POST' ? 'POST' : 'GET'
    const fields: Field[] = []
    const buttons: Field[] = []
    for (const tag of body.matchAll(/<(input|textarea|select|button)\b([^>]*)>([\s\S]*?<\/select>)?/gi)) {
      const kind = tag[1]!.toLowerCase()
      const a = attributes(tag[2]!)
      if (!a.name || 'disabled' in a) continue
      if (kind === 'button' || (kind === 'input' && (a.type === 'submit' || a.type === 'image'))) {
        if (a.type !== 'button' && a.type !== 'reset') buttons.push({ name: a.name, type: 'submit', value: a.value ?? '' })
        continue
      }
      if (kind === 'select') {
        const options = [...(tag[3] ?? '').matchAll(/<option\b([^>]*)>([^<]*)/gi)].map((o) => attributes(o[1]!).value ?? o[2]!.trim())
        fields.push({ name: a.name, type: 'select', value: options[0] ?? '', options })
      } else if (kind === 'textarea') fields.push({ name: a.name, type: 'textarea', value: '' })
      else {
        const type = (a.type ?? 'text').toLowerCase()
        if ((type === 'checkbox' || type === 'radio') && !('checked' in a)) {
          // unchecked: not sent by default; kept with its value for the payloads
          fields.push({ name: a.name, type, value: a.value ?? 'on', options: ['unchecked'] })
        } else fields.push({ name: a.name, type, value: a.value ?? '' })
      }
    }
    const base: Omit<FoundForm, 'fields'> = {
      page,
      method,
      action: target.pathname + target.search,
      enctype: (own.enctype ?? 'application/x-www-form-urlencoded').toLowerCase(),
    }
    if (buttons.length === 0) forms.push({ ...base, fields })
    for (const button of buttons) forms.push({ ...base, fields: [...fields, button] })
  }
  return forms
}

/** The form's default submission: what a browser sends on the click (unchecked boxes left out). */
export function defaultEntries(form: FoundForm): [string, string][] {
  return form.fields.filter((f) => f.options?.[0] !== 'unchecked').map((f) => [f.name, f.value])
}

/** One form per kind: same method, action route, field names and intent (the first found). */
export function distinctForms(forms: FoundForm[], routeOf: (pathname: string) => string): FoundForm[] {
  const seen = new Set<string>()
  return forms.filter((form) => {
    const submit = form.fields.filter((f) => f.type === 'submit' || f.name === 'intent').map((f) => `${f.name}=${f.value}`)
    const key = [
      form.method,
      routeOf(form.action.split('?')[0]!),
      form.fields
        .map((f) => f.name)
        .sort()
        .join(','),
      submit.join('&'),
    ].join(' ')
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
