import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/i18n/config'
import { ROUTE_NAMESPACES } from '~/i18n/resources'
import { loadRouteNamespace } from '~/i18n/texts.server'

/**
 * The route namespaces (what /resources/texts serves): a module for every language and namespace.
 * Here, with no ASSETS binding, the server's reader takes the modules themselves; that the JSON
 * assets the Worker reads equal them is test/integration/route-texts.test.ts's.
 */
describe('route namespace modules', () => {
  it('exist for every language and route namespace', async () => {
    for (const ns of ROUTE_NAMESPACES)
      for (const lng of LANGUAGES) expect(Object.keys(await loadRouteNamespace(lng, ns)).length, `${lng}/${ns}`).toBeGreaterThan(0)
  })

  it('answer nothing for an unknown language or namespace', async () => {
    expect(await loadRouteNamespace('xx', 'events')).toEqual({})
    expect(await loadRouteNamespace('en', 'nope')).toEqual({})
  })
})
