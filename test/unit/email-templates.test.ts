import { describe, expect, it } from 'vitest'
import { DEFAULT_EMAIL_TEMPLATES, renderEmail } from '~/models/email-templates'

describe('renderEmail', () => {
  it('fills placeholders and the product name', () => {
    const email = renderEmail('newsletter_confirm', { confirmUrl: 'https://haven.test/c?t=1' }, null, 'Haven')
    expect(email.subject).toBe('Confirm your Haven newsletter subscription')
    expect(email.text).toContain('https://haven.test/c?t=1')
  })

  it('escapes values in the HTML part only', () => {
    const email = renderEmail('contact_received', { message: '<script>alert(1)</script>' }, null, 'Haven')
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('&#60;script&#62;')
    expect(email.text).toContain('<script>alert(1)</script>')
  })

  it('prefers an admin override and refuses unknown templates', () => {
    const override = { subject: 'Hi {{name}}', text: 'T', html: 'H' }
    expect(renderEmail('verify_email', { name: 'Robin' }, override, 'Haven').subject).toBe('Hi Robin')
    expect(() => renderEmail('nope', {}, null, 'Haven')).toThrow(/Unknown email template/)
  })

  it('has every template the app sends', () => {
    expect(Object.keys(DEFAULT_EMAIL_TEMPLATES)).toEqual(
      expect.arrayContaining(['newsletter_confirm', 'verify_email', 'password_recovery', 'contact_received', 'group_notification']),
    )
  })
})
