import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/i18n/config'
import {
  DEFAULT_EMAIL_TEMPLATES,
  EMAIL_TEMPLATE_KEYS,
  placeholdersOf,
  renderEmail,
  resolveEmailLocale,
  resolveEmailTemplate,
} from '~/models/mail/email-templates'

const en = { appName: 'Haven' }

describe('renderEmail', () => {
  it('fills placeholders and the product name', () => {
    const email = renderEmail('newsletter_confirm', { confirmUrl: 'https://haven.test/c?t=1' }, en)
    expect(email.subject).toBe('Confirm your Haven newsletter subscription')
    expect(email.text).toContain('https://haven.test/c?t=1')
    expect(email.locale).toBe('en')
    expect(email.html.startsWith('<div dir="ltr" lang="en">')).toBe(true)
  })

  it('escapes values in the HTML part only, in every language', () => {
    for (const locale of LANGUAGES) {
      const email = renderEmail('contact_received', { message: '<script>alert(1)</script>' }, { appName: 'Haven', locale })
      expect(email.html).not.toContain('<script>')
      expect(email.html).toContain('&#60;script&#62;')
      expect(email.text).toContain('<script>alert(1)</script>')
      const link = renderEmail('verify_email', { verifyUrl: 'https://haven.test/v?a=1&b="x"' }, { appName: 'Haven', locale })
      expect(link.html).toContain('href="https://haven.test/v?a=1&#38;b=&#34;x&#34;"')
    }
  })

  it('sends the member the built-in text in their language, with lang and direction on the HTML', () => {
    const de = renderEmail('verify_email', { verifyUrl: 'https://haven.test/v' }, { appName: 'Haven', locale: 'de' })
    expect(de.subject).toBe('Bestätige deine E-Mail-Adresse für Haven')
    expect(de.html).toMatch(/^<div dir="ltr" lang="de">.*<\/div>$/s)
    const ar = renderEmail('verify_email', { verifyUrl: 'https://haven.test/v' }, { appName: 'Haven', locale: 'ar' })
    expect(ar.subject).toBe('تأكيد بريدك الإلكتروني في Haven')
    expect(ar.html).toMatch(/^<div dir="rtl" lang="ar">.*<\/div>$/s)
    expect(ar.text).not.toContain('dir=')
    // region variants use the base language; unsupported locales fall back to English
    expect(renderEmail('verify_email', {}, { appName: 'Haven', locale: 'pt-BR' }).locale).toBe('pt')
    const xx = renderEmail('verify_email', {}, { appName: 'Haven', locale: 'xx' })
    expect(xx.subject).toBe('Verify your email for Haven')
    expect(xx.html.startsWith('<div dir="ltr" lang="en">')).toBe(true)
  })

  it('refuses unknown templates', () => {
    expect(() => renderEmail('nope', {}, { appName: 'Haven', locale: 'de' })).toThrow(/Unknown email template/)
  })
})

describe('template precedence', () => {
  const deOverride = { subject: 'Admin DE {{name}}', text: 'T', html: 'H' }
  const enOverride = { subject: 'Admin EN {{name}}', text: 'T', html: 'H' }

  it('1. an admin override in the member’s language wins', () => {
    const picked = resolveEmailTemplate('verify_email', 'de', { de: deOverride, en: enOverride })
    expect(picked).toMatchObject({ template: deOverride, locale: 'de', source: 'override' })
    expect(renderEmail('verify_email', { name: 'Robin' }, { appName: 'Haven', locale: 'de', overrides: { de: deOverride } }).subject).toBe(
      'Admin DE Robin',
    )
  })

  it('2. then the built-in text in the member’s language, even if English is overridden', () => {
    const picked = resolveEmailTemplate('verify_email', 'de', { en: enOverride })
    expect(picked).toMatchObject({ template: DEFAULT_EMAIL_TEMPLATES.verify_email.de, locale: 'de', source: 'builtin' })
  })

  it('3. then the English override (unsupported locale, or a key that exists only as an admin row)', () => {
    expect(resolveEmailTemplate('verify_email', 'xx', { en: enOverride })).toMatchObject({ locale: 'en', source: 'override' })
    expect(resolveEmailTemplate('admin_only', 'de', { en: enOverride })).toMatchObject({ template: enOverride, locale: 'en' })
    const email = renderEmail('admin_only', { name: 'Robin' }, { appName: 'Haven', locale: 'ar', overrides: { en: enOverride } })
    expect(email.subject).toBe('Admin EN Robin')
    expect(email.html).toBe('<div dir="ltr" lang="en">H</div>')
  })

  it('4. then the built-in English text', () => {
    expect(resolveEmailTemplate('verify_email', 'xx')).toMatchObject({
      template: DEFAULT_EMAIL_TEMPLATES.verify_email.en,
      source: 'builtin',
    })
    expect(resolveEmailTemplate('admin_only', 'de')).toBeNull()
  })

  it('normalises locales', () => {
    expect(resolveEmailLocale('DE')).toBe('de')
    expect(resolveEmailLocale('zh-Hans')).toBe('zh')
    expect(resolveEmailLocale('pt_BR')).toBe('pt')
    expect(resolveEmailLocale('')).toBe('en')
    expect(resolveEmailLocale(undefined)).toBe('en')
  })
})

describe('built-in templates', () => {
  it('has every template the app sends', () => {
    expect(EMAIL_TEMPLATE_KEYS).toEqual(
      expect.arrayContaining([
        'newsletter_confirm',
        'verify_email',
        'password_recovery',
        'account_exists',
        'email_change',
        'email_changed',
        'contact_received',
        'group_notification',
        'group_digest',
      ]),
    )
  })

  it.each(EMAIL_TEMPLATE_KEYS)('%s exists in every language with the same placeholders and links as English', (key) => {
    const english = DEFAULT_EMAIL_TEMPLATES[key].en
    const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])
    for (const lng of LANGUAGES) {
      const template = DEFAULT_EMAIL_TEMPLATES[key][lng]
      expect(template, `${key}.${lng}`).toBeDefined()
      for (const part of ['subject', 'text', 'html'] as const) {
        expect(template[part].trim(), `${key}.${lng}.${part}`).not.toBe('')
        expect(placeholdersOf(template[part]), `${key}.${lng}.${part}`).toEqual(placeholdersOf(english[part]))
      }
      expect(hrefs(template.html), `${key}.${lng} links`).toEqual(hrefs(english.html))
      // no markup in subjects or plain text, and no script or inline handlers in the HTML
      expect(template.subject + template.text).not.toMatch(/<[a-z]/i)
      expect(template.html).not.toMatch(/<script|\son[a-z]+=/i)
      if (lng !== 'en') expect(template.html, `${key}.${lng} is translated`).not.toBe(english.html)
    }
  })
})
