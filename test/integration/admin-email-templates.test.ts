import { env } from 'cloudflare:test'
import { and, eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, emailTemplates, rateLimits, staffAuditLog, userRoles } from '~/db/schema'
import { DEFAULT_EMAIL_TEMPLATES, renderEmail } from '~/models/mail/email-templates'
import { findTemplateOverrides } from '~/models/mail/emails.server'
import type { EmailMessage } from '~/models/mail/messages'
import { createMemberWithSession, db, flashToast, getPage, postForm, waitFor, withoutPageTexts } from './helpers'

/**
 * /admin/email-templates and /admin/email-templates/{key}/{locale} (issue 41, admins only): the
 * list's states per language (built-in, edited, English fallback), the preview of the built-in
 * text and of an unsaved edit (rendered by renderEmail, nothing stored), a save (the real email
 * of that key and language then uses it), unknown variables and unsafe HTML refused (400), a
 * stale save 409, reset (409 with nothing to reset), the test send landing in email_outbox for
 * the admin's own address, its rate limit (429), and every page and action refused for a
 * moderator and a member with nothing changed.
 */

let admin: { id: string; cookie: string }
let moderator: { id: string; cookie: string }
let member: { id: string; cookie: string }
const PATH = '/admin/email-templates'
const EDITOR = `${PATH}/verify_email/de`

beforeAll(async () => {
  admin = await createMemberWithSession('Ada Admin')
  moderator = await createMemberWithSession('Mo Derator')
  member = await createMemberWithSession('Plain Member')
  await db()
    .insert(userRoles)
    .values([
      { userId: admin.id, role: 'admin' },
      { userId: moderator.id, role: 'moderator' },
    ])
  // a template only admins wrote, in English and French
  await db()
    .insert(emailTemplates)
    .values([
      {
        key: 'welcome_back',
        locale: 'en',
        subject: 'Welcome back to {{app}}, {{name}}',
        htmlBody: '<p>Hi {{name}}!</p>',
        textBody: 'Hi {{name}}!',
        description: 'Sent when a member returns.',
      },
      {
        key: 'welcome_back',
        locale: 'fr',
        subject: 'Bon retour, {{name}}',
        htmlBody: '<p>Salut {{name}} !</p>',
        textBody: 'Salut {{name}} !',
      },
    ])
})

const overrideRows = () => db().select().from(emailTemplates).orderBy(emailTemplates.id).all()
const audits = (action: string) => db().select().from(staffAuditLog).where(eq(staffAuditLog.action, action)).all()
/** The state of each language link of a key on the list: { de: 'builtin', … }. */
const statesOf = (html: string, key: string) =>
  Object.fromEntries(
    [...html.matchAll(/<a [^>]*>/g)]
      .map((m) => [new RegExp(`href="/admin/email-templates/${key}/(\\w+)"`).exec(m[0])?.[1], /data-state="(\w+)"/.exec(m[0])?.[1]])
      .filter(([locale, state]) => locale && state),
  ) as Record<string, string>
const editorState = (html: string) => {
  const form = /name="updatedAt" value="(\d*)"/.exec(html)
  return form?.[1] ?? ''
}
const edit = {
  subject: 'Bestätige deine E-Mail für {{app}}',
  html: '<p>Willkommen!</p><p><a href="{{verifyUrl}}">Bestätigen</a></p>',
  text: 'Willkommen! {{verifyUrl}}',
}

describe('who may edit emails', () => {
  it('sends moderators and members away from the pages and every action, changing nothing', async () => {
    const before = await overrideRows()
    for (const who of [moderator, member]) {
      for (const path of [PATH, EDITOR, `${PATH}/welcome_back/en`]) {
        const page = await getPage(path, who.cookie)
        expect(page.status, path).toBe(302)
        expect(page.headers.get('Location')).toBe('/')
        expect(flashToast(page)).toMatchObject({ titleKey: 'errors:guard.accessDeniedTitle', values: { role: 'admin' } })
      }
      const attempts: Record<string, string>[] = [
        { intent: 'save', updatedAt: '', ...edit },
        { intent: 'preview', updatedAt: '', ...edit },
        { intent: 'reset', updatedAt: '' },
        { intent: 'test' },
      ]
      for (const fields of attempts) {
        const res = await postForm(EDITOR, fields, who.cookie)
        expect(res.status, fields.intent).toBe(302)
        expect(res.headers.get('Location')).toBe('/')
      }
    }
    const visitor = await getPage(PATH)
    expect(visitor.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(PATH)}`)
    expect(await overrideRows()).toEqual(before)
    const outbox = await db().select().from(emailOutbox).where(eq(emailOutbox.templateKey, 'verify_email')).all()
    expect(outbox).toEqual([])
    expect(await db().select().from(staffAuditLog).where(like(staffAuditLog.action, 'EMAIL_TEMPLATE_%')).all()).toEqual([])
  })

  it('links the screen from the dashboard for admins only', async () => {
    expect(await getPage('/admin', admin.cookie).then((r) => r.text())).toContain(`href="${PATH}"`)
    expect(await getPage('/admin', moderator.cookie).then((r) => r.text())).not.toContain(`href="${PATH}"`)
  })
})

describe('the list', () => {
  it('shows every key with its 11 languages as the resolver sends them', async () => {
    const res = await getPage(PATH, admin.cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    const html = withoutPageTexts(await res.text())
    expect(html).toContain('Email templates</h1>')
    for (const key of ['verify_email', 'password_recovery', 'order_confirmation', 'welcome_back']) expect(html).toContain(`>${key}</bdi>`)
    expect(html).toContain(`href="${PATH}/verify_email/ar"`)
    expect(html).toContain('Sent when a member returns.')
    // the admin-only key: English and French edited, every other language falls back to English
    expect(statesOf(html, 'welcome_back')).toEqual({
      en: 'override',
      es: 'fallback',
      fr: 'override',
      de: 'fallback',
      pt: 'fallback',
      it: 'fallback',
      ru: 'fallback',
      zh: 'fallback',
      ja: 'fallback',
      ko: 'fallback',
      ar: 'fallback',
    })
    expect(statesOf(html, 'verify_email')).toMatchObject({ de: 'builtin', ar: 'builtin' })
  })

  it('searches by part of the key, in a clean URL', async () => {
    const html = withoutPageTexts(await getPage(`${PATH}?q=order`, admin.cookie).then((r) => r.text()))
    expect(html).toContain('>order_confirmation</bdi>')
    expect(html).not.toContain('>verify_email</bdi>')
    const messy = await getPage(`${PATH}?q=Order!&x=1`, admin.cookie)
    expect(messy.status).toBe(302)
    expect(messy.headers.get('Location')).toBe(`${PATH}?q=order`)
    const none = withoutPageTexts(await getPage(`${PATH}?q=zzz`, admin.cookie).then((r) => r.text()))
    expect(none).toContain('zzz')
  })

  it('answers 404 for an unknown key or language', async () => {
    for (const path of [`${PATH}/no_such_email/de`, `${PATH}/verify_email/xx`, `${PATH}/Verify-Email/de`])
      expect((await getPage(path, admin.cookie)).status, path).toBe(404)
  })
})

describe('the editor', () => {
  it('previews the built-in text with sample data, as the consumer renders it', async () => {
    const res = await getPage(EDITOR, admin.cookie)
    expect(res.status).toBe(200)
    const html = withoutPageTexts(await res.text())
    expect(html).toContain('sandbox=""')
    expect(html).toContain('{{verifyUrl}}')
    expect(html).toContain('https://haven.example/auth/verify?token=sample')
    const expected = renderEmail(
      'verify_email',
      { verifyUrl: 'https://haven.example/auth/verify?token=sample' },
      { appName: env.APP_NAME, locale: 'de' },
    )
    expect(html).toContain(expected.subject)
    // the HTML goes into srcdoc escaped, wrapped in <div dir lang>
    expect(html).toContain('&lt;div dir=&quot;ltr&quot; lang=&quot;de&quot;&gt;')
    expect(editorState(html)).toBe('')
    // Arabic: right to left
    const ar = withoutPageTexts(await getPage(`${PATH}/verify_email/ar`, admin.cookie).then((r) => r.text()))
    expect(ar).toContain('&lt;div dir=&quot;rtl&quot; lang=&quot;ar&quot;&gt;')
    expect(ar).toContain('dir="auto"')
  })

  it('previews an unsaved edit without storing it', async () => {
    const before = await overrideRows()
    const res = await postForm(EDITOR, { intent: 'preview', updatedAt: '', ...edit, subject: 'Vorschau {{app}}' }, admin.cookie)
    expect(res.status).toBe(200)
    const html = withoutPageTexts(await res.text())
    expect(html).toContain(`Vorschau ${env.APP_NAME}`)
    expect(html).toContain('Willkommen!')
    expect(await overrideRows()).toEqual(before)
  })

  it('refuses unknown variables and unsafe HTML (400, translated, nothing stored)', async () => {
    const before = await overrideRows()
    const unknown = await postForm(EDITOR, { intent: 'save', updatedAt: '', ...edit, text: 'Hallo {{password}}' }, admin.cookie)
    expect(unknown.status).toBe(400)
    expect(withoutPageTexts(await unknown.text())).toMatch(/password[^<]*is not a variable of this template/)
    for (const [html, reason] of [
      ['<p>Hi</p><script>alert(1)</script>', 'may not contain scripts'],
      ['<p onclick="alert(1)">Hi</p>', 'event attributes'],
      ['<a href="java&#115;cript:alert(1)">x</a>', 'javascript:'],
    ] as const) {
      const res = await postForm(EDITOR, { intent: 'save', updatedAt: '', ...edit, html }, admin.cookie)
      expect(res.status, html).toBe(400)
      expect(withoutPageTexts(await res.text())).toContain(reason)
      const preview = await postForm(EDITOR, { intent: 'preview', updatedAt: '', ...edit, html }, admin.cookie)
      expect(preview.status).toBe(400)
    }
    const long = await postForm(EDITOR, { intent: 'save', updatedAt: '', ...edit, subject: 'x'.repeat(201) }, admin.cookie)
    expect(long.status).toBe(400)
    expect(await overrideRows()).toEqual(before)
  })

  it('saves an unchanged form as nothing (409)', async () => {
    const page = withoutPageTexts(await getPage(`${PATH}/verify_email/fr`, admin.cookie).then((r) => r.text()))
    expect(page).toContain('name="updatedAt" value=""')
    const fr = DEFAULT_EMAIL_TEMPLATES.verify_email.fr
    const res = await postForm(`${PATH}/verify_email/fr`, { intent: 'save', updatedAt: '', ...fr }, admin.cookie)
    expect(res.status).toBe(409)
    expect(await db().select().from(emailTemplates).where(eq(emailTemplates.key, 'verify_email')).all()).toEqual([])
  })

  it('saves an override, which the real email of that key and language then uses; a stale save is 409', async () => {
    const res = await postForm(EDITOR, { intent: 'save', updatedAt: '', ...edit }, admin.cookie)
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(EDITOR)
    expect(flashToast(res)).toMatchObject({ titleKey: 'admin:emailTemplates.toasts.saved' })
    const [row] = await db()
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.key, 'verify_email'), eq(emailTemplates.locale, 'de')))
      .all()
    expect(row).toMatchObject({ subject: edit.subject, htmlBody: edit.html, textBody: edit.text })
    const [audit] = await audits('EMAIL_TEMPLATE_SAVED')
    expect(audit).toMatchObject({ actorId: admin.id, targetType: 'emailTemplate', targetId: 'verify_email:de' })
    expect(audit!.before).toMatchObject({ subject: DEFAULT_EMAIL_TEMPLATES.verify_email.de.subject, source: 'builtin' })
    expect(audit!.after).toMatchObject({ subject: edit.subject })

    // the resolver and a real email through the queue use it
    const overrides = await findTemplateOverrides(db(), 'verify_email', 'de-AT')
    expect(renderEmail('verify_email', { verifyUrl: 'https://x.test/v' }, { appName: 'Haven', locale: 'de-AT', overrides }).subject).toBe(
      'Bestätige deine E-Mail für Haven',
    )
    const to = 'real-reader@test.haven.local'
    await (env.EMAILS as Queue<EmailMessage>).send({
      id: crypto.randomUUID(),
      template: 'verify_email',
      to,
      locale: 'de',
      data: { verifyUrl: 'https://x.test/v' },
    })
    const sent = await waitFor(() => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).get())
    expect(sent.subject).toBe(`Bestätige deine E-Mail für ${env.APP_NAME}`)
    expect(sent.textBody).toBe('Willkommen! https://x.test/v')

    // the page shows the edited state with the row's token; a form read before the save is stale
    const page = withoutPageTexts(await getPage(EDITOR, admin.cookie).then((r) => r.text()))
    expect(editorState(page)).toBe(String(row!.updatedAt.getTime()))
    const stale = await postForm(EDITOR, { intent: 'save', updatedAt: '', ...edit, subject: 'Andere {{app}}' }, admin.cookie)
    expect(stale.status).toBe(409)
    expect(withoutPageTexts(await stale.text())).toContain('Someone changed this template since you opened it')
    const older = await postForm(
      EDITOR,
      { intent: 'save', updatedAt: String(row!.updatedAt.getTime() - 1), ...edit, subject: 'Andere {{app}}' },
      admin.cookie,
    )
    expect(older.status).toBe(409)
    // with the current token the next save goes through, and moves the token on
    const next = await postForm(
      EDITOR,
      { intent: 'save', updatedAt: String(row!.updatedAt.getTime()), ...edit, subject: 'Neu {{app}}' },
      admin.cookie,
    )
    expect(next.status).toBe(302)
    const again = await postForm(
      EDITOR,
      { intent: 'save', updatedAt: String(row!.updatedAt.getTime()), ...edit, subject: 'Nochmal {{app}}' },
      admin.cookie,
    )
    expect(again.status).toBe(409)
    const [saved] = await db().select().from(emailTemplates).where(eq(emailTemplates.id, row!.id)).all()
    expect(saved!.subject).toBe('Neu {{app}}')
    expect(await audits('EMAIL_TEMPLATE_SAVED')).toHaveLength(2)

    // the list shows German as edited
    const list = withoutPageTexts(await getPage(PATH, admin.cookie).then((r) => r.text()))
    expect(statesOf(list, 'verify_email')).toMatchObject({ de: 'override', fr: 'builtin' })
  })

  it('resets to the built-in text, and refuses a reset with nothing to reset (409)', async () => {
    const [row] = await db()
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.key, 'verify_email'), eq(emailTemplates.locale, 'de')))
      .all()
    const stale = await postForm(EDITOR, { intent: 'reset', updatedAt: String(row!.updatedAt.getTime() - 5) }, admin.cookie)
    expect(stale.status).toBe(409)
    const res = await postForm(EDITOR, { intent: 'reset', updatedAt: String(row!.updatedAt.getTime()) }, admin.cookie)
    expect(res.status).toBe(302)
    expect(flashToast(res)).toMatchObject({ titleKey: 'admin:emailTemplates.toasts.reset' })
    expect(await db().select().from(emailTemplates).where(eq(emailTemplates.key, 'verify_email')).all()).toEqual([])
    expect(await audits('EMAIL_TEMPLATE_RESET')).toHaveLength(1)
    const none = await postForm(EDITOR, { intent: 'reset', updatedAt: '' }, admin.cookie)
    expect(none.status).toBe(409)
    expect(withoutPageTexts(await none.text())).toContain('There is no edited text for this language to reset.')
    expect(await audits('EMAIL_TEMPLATE_RESET')).toHaveLength(1)
  })
})

describe('a test email', () => {
  it('lands in email_outbox for the admin’s own address, with the sample data; 10 an hour, then 429', async () => {
    const to = `${admin.id}@test.haven.local`
    const res = await postForm(`${PATH}/password_recovery/ja`, { intent: 'test' }, admin.cookie)
    expect(res.status).toBe(302)
    expect(flashToast(res)).toMatchObject({ titleKey: 'admin:emailTemplates.toasts.tested', values: { email: to } })
    const sent = await waitFor(() =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.templateKey, 'password_recovery')))
        .get(),
    )
    expect(sent.textBody).toContain('https://haven.example/auth/reset?token=sample')
    expect(sent.htmlBody).toContain('lang="ja"')
    expect(await audits('EMAIL_TEMPLATE_TEST_SENT')).toHaveLength(1)
    for (let i = 1; i < 10; i++) expect((await postForm(`${PATH}/welcome_back/fr`, { intent: 'test' }, admin.cookie)).status).toBe(302)
    const limited = await postForm(`${PATH}/welcome_back/fr`, { intent: 'test' }, admin.cookie)
    expect(limited.status).toBe(429)
    expect(withoutPageTexts(await limited.text())).toContain('You have sent many test emails')
    expect(await audits('EMAIL_TEMPLATE_TEST_SENT')).toHaveLength(10)
    const french = await waitFor(async () => {
      const rows = await db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.templateKey, 'welcome_back')))
        .all()
      return rows.length === 9 ? rows : null
    })
    expect(french[0]!.subject).toBe('Bon retour, Alex')
    const keys = await db().select().from(rateLimits).where(like(rateLimits.key, 'email-template-test:%')).all()
    expect(keys.map((k) => k.key)).toEqual([`email-template-test:${admin.id}`])
  })
})
