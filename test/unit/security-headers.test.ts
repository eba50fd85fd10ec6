import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '~/utils/security-headers'

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))

describe('page Content-Security-Policy', () => {
  it('allows only this origin by default, and scripts only with the nonce', () => {
    const csp = contentSecurityPolicy('abc')
    expect(directive(csp, 'script-src')).toBe("script-src 'nonce-abc' 'strict-dynamic'")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'")
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self'")
  })

  it('opens connect-src and img-src to a hosted map style’s origin, and only an https one', () => {
    const csp = contentSecurityPolicy('abc', { mapStyleUrl: 'https://tiles.example.org/styles/haven.json' })
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://tiles.example.org")
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://tiles.example.org")
    for (const bad of ['http://tiles.example.org/style.json', 'javascript:alert(1)', '/map/style.json', 'not a url']) {
      expect(directive(contentSecurityPolicy('abc', { mapStyleUrl: bad }), 'connect-src')).toBe("connect-src 'self'")
    }
  })
})
