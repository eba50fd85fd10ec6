import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { gotoAndSettle, hydrated, launchChromium, sessionCookie } from './browser'
import { DEMO_CREW_LINK_TOKEN } from '../../scripts/seed/demo'
import { testDb } from './local-db'

/**
 * axe-core (WCAG 2.2 A and AA, contrast and target size included) over the pages of the accounts, places and venues
 * work, in the light and the dark theme, as a visitor, a member and an admin. axe runs inside
 * the page through DevTools evaluation, which the page's CSP does not apply to.
 */
const baseUrl = inject('baseUrl')
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const db = testDb()
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

type Violation = { id: string; impact: string; help: string; nodes: { target: string[] }[] }

/**
 * `openMenu`: a Radix menu is open. It is modal: the page behind is aria-hidden while focus stays
 * trapped in the menu, so the page's links cannot be reached until it closes; axe's
 * aria-hidden-focus does not know the trap and is left out for that audit only.
 */
async function audit(page: Page, { openMenu = false } = {}) {
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async (openMenu) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } }).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: openMenu ? { 'aria-hidden-focus': { enabled: false } } : {},
    })
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target) }))
  }, openMenu)
  return violations
}

const VISITOR_PAGES = [
  '/auth',
  '/auth?mode=signup',
  '/auth?mode=forgot',
  '/places',
  '/places?continent=EU&sort=name-desc',
  '/country/de',
  '/country/de/cities',
  '/city/2950159',
  '/venues',
  '/venues?category=bar&rainbow=1&sort=name',
  '/venues/1',
  '/events',
  '/events?view=calendar',
  '/events?when=past&type=party',
  '/events/1',
  '/groups',
  '/groups?category=sports&sort=name',
  '/personalities',
  '/personalities?category=activism&era=living&sort=born',
  '/personalities/1',
  '/content',
  '/content/community-guidelines',
  '/travel',
  '/travel/1',
  '/ressources',
  '/ressources?category=hotline&country=us',
  '/ressources/Legal%20Aid',
  '/ressources/the-trevor-project',
  '/ressources/lambda-legal',
  '/professions/lawyer',
  '/news',
  '/news?category=health&language=de&country=de',
  '/news/1',
  // the market (issue 40): the list with its labels, filtered and sorted, and an item on sale
  '/marketplace',
  '/marketplace?sale=1&sort=price-asc',
  // the site search (issue 38): the invitation, results grouped with type tabs and the advanced filters open, no results
  '/search',
  '/search?q=berlin',
  '/search?q=berlin&types=venue&rating=3',
  '/search?q=zzqxjvw',
]

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`axe, ${colorScheme} theme`, () => {
    it('finds no WCAG A/AA violation on the visitor pages', async () => {
      const context = await browser.newContext({ colorScheme, reducedMotion: 'reduce' })
      // the cookie banner is audited by the shell work; here it would only cover the page
      await context.addInitScript(() =>
        localStorage.setItem(
          'haven-cookie-consent',
          JSON.stringify({
            preferences: { necessary: true, functional: false, analytics: false, marketing: false },
            version: '1.0',
            timestamp: new Date().toISOString(),
          }),
        ),
      )
      const page = await context.newPage()
      const found: Record<string, unknown> = {}
      // a member's profile visible to everyone, with photos where there is one (issue 17)
      const [profile] = await db.query<{ id: string }>(
        `SELECT p.user_id AS id FROM profiles p JOIN accounts a ON a.id = p.user_id AND a.status = 'active'
         WHERE p.profile_visibility = 'everyone' ORDER BY EXISTS (SELECT 1 FROM profile_photos f WHERE f.user_id = p.user_id) DESC, p.user_id LIMIT 1`,
      )
      // crews (issue 18): a public crew's page, a private listed crew's teaser and a link invite's page
      const [publicCrew] = await db.query<{ id: string }>(
        "SELECT id FROM community_groups WHERE visibility = 'public' AND hidden_at IS NULL ORDER BY member_count DESC, id LIMIT 1",
      )
      const [privateCrew] = await db.query<{ id: string }>(
        "SELECT id FROM community_groups WHERE visibility = 'private' AND listed = 1 AND hidden_at IS NULL ORDER BY id LIMIT 1",
      )
      const crewPages = [`/groups/${publicCrew!.id}`, `/groups/${privateCrew!.id}`, `/groups/join/${DEMO_CREW_LINK_TOKEN}`]
      // a market item on sale with reviews (issue 40)
      const [listing] = await db.query<{ id: number }>(
        "SELECT id FROM marketplace_listings WHERE status = 'active' AND is_sale = 1 AND rating_count > 0 ORDER BY id LIMIT 1",
      )
      // and one with its photos (the gallery)
      const [pictured] = await db.query<{ id: number }>('SELECT min(listing_id) AS id FROM listing_photos')
      // and one in sizes and colours (the variant picker; one of them sold out)
      const [dressed] = await db.query<{ id: number }>('SELECT min(listing_id) AS id FROM listing_variants WHERE stock = 0')
      for (const path of [
        ...VISITOR_PAGES,
        '/users',
        '/users?mode=friends&interest=music',
        `/user/${profile!.id}`,
        ...crewPages,
        `/marketplace/${listing!.id}`,
        `/marketplace/${pictured!.id}`,
        `/marketplace/${dressed!.id}`,
      ]) {
        await gotoAndSettle(page, `${baseUrl}${path}`)
        await hydrated(page)
        const violations = await audit(page)
        if (violations.length) found[path] = violations
      }
      // the cart and checkout with the item in them (issue 40): added from the item's page
      await page.getByRole('button', { name: 'Add to cart' }).click()
      await page.getByTestId('cart-count').waitFor()
      for (const path of ['/marketplace/cart', '/marketplace/checkout']) {
        await gotoAndSettle(page, `${baseUrl}${path}`)
        await hydrated(page)
        const violations = await audit(page)
        if (violations.length) found[path] = violations
      }
      expect(found).toEqual({})
      await context.close()
      // some forty pages, each loaded, hydrated and audited: more than the default minute on a busy machine
    }, 180_000)

    it('finds no WCAG A/AA violation in the header search box, open with suggestions and with its filter panel', async () => {
      const context = await browser.newContext({ colorScheme, reducedMotion: 'reduce' })
      await context.addCookies(colorScheme === 'dark' ? [{ name: 'ui-theme', value: 'dark', url: baseUrl }] : [])
      await context.addInitScript(() => {
        localStorage.setItem(
          'haven-cookie-consent',
          JSON.stringify({
            preferences: { necessary: true, functional: true, analytics: false, marketing: false },
            version: '1.0',
            timestamp: new Date().toISOString(),
          }),
        )
        localStorage.setItem('recent-searches', JSON.stringify(['berlin']))
      })
      const page = await context.newPage()
      const found: Record<string, unknown> = {}
      await gotoAndSettle(page, `${baseUrl}/`)
      await hydrated(page)
      const input = page.getByRole('search').locator('input[name="q"]')
      // recent searches, then the suggestions grouped by type (issue 38)
      await input.click()
      await page.getByRole('banner').getByRole('group', { name: 'Recent searches' }).waitFor()
      const recent = await audit(page)
      if (recent.length) found['recent searches'] = recent
      await input.pressSequentially('berln', { delay: 30 })
      await page
        .getByRole('banner')
        .getByRole('option', { name: /^Berlin\b/ })
        .first()
        .waitFor()
      await page.keyboard.press('ArrowDown')
      const suggestions = await audit(page)
      if (suggestions.length) found['suggestions'] = suggestions
      // the filter panel with its advanced section and calendar open
      await page.keyboard.press('Escape')
      await page
        .getByRole('search')
        .getByRole('button', { name: /^Filters/ })
        .click()
      const panel = page.getByRole('group', { name: 'Search filters', exact: true })
      await panel.getByRole('button', { name: 'Venues', exact: true }).click()
      await panel.getByRole('button', { name: 'Advanced', exact: true }).click()
      await panel.locator('td button').first().waitFor()
      const filters = await audit(page)
      if (filters.length) found['filter panel'] = filters
      expect(found).toEqual({})
      await context.close()
    })

    it('finds no WCAG A/AA violation on My Vibe, the sign-in dialog and the admin screens', async () => {
      const context = await browser.newContext({ colorScheme, reducedMotion: 'reduce' })
      await context.addInitScript(() =>
        localStorage.setItem(
          'haven-cookie-consent',
          JSON.stringify({
            preferences: { necessary: true, functional: false, analytics: false, marketing: false },
            version: '1.0',
            timestamp: new Date().toISOString(),
          }),
        ),
      )
      const page = await context.newPage()
      const found: Record<string, unknown> = {}

      await gotoAndSettle(page, `${baseUrl}/about`)
      await hydrated(page)
      await page.getByRole('link', { name: 'Sign In', exact: true }).click()
      await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor()
      const dialog = await audit(page)
      if (dialog.length) found['sign-in dialog'] = dialog
      await page.keyboard.press('Escape')

      // signed in as an admin with a session cookie (the sign-in form is accounts.test's business)
      await context.addCookies([sessionCookie(baseUrl, await db.sessionOf('admin@haven.local'))])
      // a date of a repeating series: its rule and other dates, and the edit form's 'apply to'
      const [series] = await db.query<{ id: number }>('SELECT min(id) AS id FROM events WHERE series_id IS NOT NULL')
      const [draftPage] = await db.query<{ id: number }>("SELECT id FROM content_pages WHERE status = 'draft' ORDER BY id LIMIT 1")
      // the demo member's profile (friend of the admin: mutual friends, photos, friend buttons) and the admin's own
      const [demoMember] = await db.query<{ id: string }>("SELECT id FROM accounts WHERE email = 'member@haven.local'")
      const [admin] = await db.query<{ id: string }>("SELECT id FROM accounts WHERE email = 'admin@haven.local'")
      // a crew open in the back office (its hide, transfer and delete forms)
      const [crew] = await db.query<{ id: string }>('SELECT id FROM community_groups ORDER BY member_count DESC LIMIT 1')
      const [ledCrew] = await db.query<{ id: string }>('SELECT group_id AS id FROM group_invites WHERE invitee_id IS NULL LIMIT 1')
      // an item's editor with its photos (issue 40)
      const [pictured] = await db.query<{ id: number }>('SELECT min(listing_id) AS id FROM listing_photos')
      // and an item in sizes and colours (its variants' forms)
      const [dressed] = await db.query<{ id: number }>('SELECT min(listing_id) AS id FROM listing_variants')
      // the moderation queue (issue 41): the demo's possible mass report, and its case the demo member appealed
      const [massCase] = await db.query<{ id: string }>(
        "SELECT target_id AS id FROM reports WHERE status = 'open' AND target_type = 'post' GROUP BY target_id HAVING count(*) >= 3 LIMIT 1",
      )
      const [appealed] = await db.query<{ id: string }>(
        'SELECT target_id AS id FROM moderation_actions WHERE appealed_at IS NOT NULL LIMIT 1',
      )
      for (const path of [
        '/profile/settings',
        // the market's order history (issue 40)
        '/profile/orders',
        '/admin',
        '/admin/venues',
        '/admin/event-types',
        '/admin/event-amenities',
        '/admin/event-services',
        '/admin/venue-categories',
        // the staff audit log (issue 41), admins only
        '/admin/audit',
        // the directory's back office (issue 41): a country with its safety layer, a city
        '/admin/countries',
        '/admin/countries/de',
        '/admin/cities',
        '/admin/cities/2950159',
        '/admin/cities/new',
        '/admin/venue-amenities',
        '/admin/venue-services',
        '/admin/accessibility-attributes',
        '/admin/target-groups',
        // the email templates (issue 41), admins only: the list and an editor with Arabic text (right to left)
        '/admin/email-templates',
        '/admin/email-templates/verify_email/ar',
        '/admin/reports',
        '/admin/reports?tab=appeals',
        // the members' back office (issue 41, admins only): the list, a filtered list, the demo member's page
        '/admin/users',
        '/admin/users?state=active&role=admin',
        `/admin/users/${demoMember!.id}`,
        `/admin/reports/post/${massCase!.id}`,
        `/admin/reports/post/${appealed!.id}`,
        '/admin/events',
        '/admin/events?state=hidden',
        '/admin/personalities',
        '/admin/personalities/new',
        '/admin/personalities/1',
        '/admin/news-sources',
        '/admin/groups',
        `/admin/groups?group=${crew!.id}`,
        // the market's back office (issue 40): items with their forms, orders, reviews
        '/admin/marketplace',
        '/admin/marketplace?tab=orders',
        '/admin/marketplace?tab=reviews',
        '/admin/marketplace/new',
        '/admin/marketplace/1',
        `/admin/marketplace/${pictured!.id}`,
        `/admin/marketplace/${dressed!.id}`,
        '/travel/1',
        // the wiki's editor (a page with its German version, a draft, a new language version) and the tags
        '/admin/cms',
        '/admin/cms?status=draft',
        '/admin/cms/1',
        `/admin/cms/${draftPage!.id}`,
        '/admin/cms/new?from=1&locale=fr',
        '/admin/tags',
        '/admin/tags?sort=usage&category=health',
        '/venues/1',
        '/venues/suggest',
        '/favorites',
        // the feed (as staff: the moderators' forms too), a post with photos, one with a content warning, the form
        '/feed',
        '/feed?tab=friends',
        '/feed/0000feed-0000-4000-8000-000000000001',
        '/feed/0000feed-0000-4000-8000-000000000003',
        '/feed/new',
        // the report form as a page (without JavaScript, 'Report' leads here)
        `/reports/new?targetType=venue&targetId=1&redirectTo=${encodeURIComponent('/venues/1')}`,
        '/events/3',
        '/events/my-calendar',
        '/events/new',
        '/events/3/edit',
        `/events/${series!.id}`,
        `/events/${series!.id}/edit`,
        '/users',
        '/groups',
        '/groups/new',
        '/friends',
        '/notifications',
        `/user/${demoMember!.id}`,
        `/user/${admin!.id}`,
        // crews (issue 18): the crew the admin leads with the demo member (posts, members, invite, email choice), its leaders' page, /my-groups
        `/groups/${ledCrew!.id}`,
        `/groups/${ledCrew!.id}/manage`,
        // its invite page (the admin's friends not in it yet, one button each; issue 39)
        `/groups/${ledCrew!.id}/invite`,
        `/groups/${ledCrew!.id}/edit`,
        '/my-groups',
      ]) {
        await gotoAndSettle(page, `${baseUrl}${path}`)
        await hydrated(page)
        const violations = await audit(page)
        if (violations.length) found[path] = violations
      }
      // the editor with its preview of an unsaved change, rendered by the server
      await gotoAndSettle(page, `${baseUrl}/admin/cms/1`)
      await hydrated(page)
      await page.getByRole('button', { name: 'Preview', exact: true }).click()
      await page.getByText('It is not saved yet.').waitFor()
      const preview = await audit(page)
      if (preview.length) found['/admin/cms/1 (preview)'] = preview
      // the header's notification panel and avatar menu (with the mode selector), open
      await gotoAndSettle(page, `${baseUrl}/events`)
      await hydrated(page)
      // the bell is a link to /notifications until first opened
      await page.getByRole('link', { name: /^Notifications/ }).click()
      await page.getByRole('menuitem', { name: 'See all notifications' }).waitFor()
      const panel = await audit(page, { openMenu: true })
      if (panel.length) found['notification panel'] = panel
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: /^Account menu for/ }).click()
      await page.getByRole('menuitemradio', { name: 'Building Community' }).waitFor()
      const menu = await audit(page, { openMenu: true })
      if (menu.length) found['avatar menu'] = menu
      // the post dialog, opened from /feed
      await gotoAndSettle(page, `${baseUrl}/feed`)
      await hydrated(page)
      await page.getByRole('link', { name: 'Create post', exact: true }).click()
      await page.getByRole('dialog', { name: 'Create post' }).waitFor()
      const postDialog = await audit(page)
      if (postDialog.length) found['/feed (post dialog)'] = postDialog
      await page.keyboard.press('Escape')
      // the crew creation dialog, opened from /groups
      await gotoAndSettle(page, `${baseUrl}/groups`)
      await hydrated(page)
      await page.getByRole('link', { name: 'Create a crew', exact: true }).click()
      await page.getByRole('dialog', { name: 'Create a crew' }).waitFor()
      const crewDialog = await audit(page)
      if (crewDialog.length) found['/groups (creation dialog)'] = crewDialog
      await page.keyboard.press('Escape')
      // messaging (issue 36) as the demo member: the list, an open conversation (seeded messages), the group form
      await context.clearCookies({ name: 'haven_session' })
      await context.addCookies([sessionCookie(baseUrl, await db.sessionOf('member@haven.local'))])
      const [talk] = await db.query<{ id: string }>(
        `SELECT p.conversation_id AS id FROM conversation_participants p JOIN conversations c ON c.id = p.conversation_id
         WHERE p.user_id = '${demoMember!.id}' ORDER BY c.is_direct DESC, c.last_message_at DESC LIMIT 1`,
      )
      // the composer addressed to a member without a conversation yet (who takes messages from members)
      const [stranger] = await db.query<{ id: string }>(
        `SELECT a.id FROM accounts a JOIN profiles p ON p.user_id = a.id
         WHERE a.status = 'active' AND a.id <> '${demoMember!.id}' AND p.allow_messages_from = 'members'
           AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = a.id AND b.blocked_id = '${demoMember!.id}') OR (b.blocked_id = a.id AND b.blocker_id = '${demoMember!.id}'))
           AND NOT EXISTS (SELECT 1 FROM conversation_participants x JOIN conversation_participants y ON y.conversation_id = x.conversation_id
             JOIN conversations c ON c.id = x.conversation_id AND c.is_direct = 1 WHERE x.user_id = a.id AND y.user_id = '${demoMember!.id}')
         ORDER BY a.created_at LIMIT 1`,
      )
      // and the decision about the demo member's post (issue 41), with their appeal
      const [decision] = await db.query<{ id: string }>(
        `SELECT decision_id AS id FROM moderation_actions WHERE author_id = '${demoMember!.id}' AND action <> 'dismiss' LIMIT 1`,
      )
      for (const path of [
        '/messages',
        `/messages?conversation=${talk!.id}`,
        '/messages?new=group',
        `/messages?to=${stranger!.id}`,
        `/moderation/${decision!.id}`,
      ]) {
        await gotoAndSettle(page, `${baseUrl}${path}`)
        await hydrated(page)
        const violations = await audit(page)
        if (violations.length) found[path] = violations
      }
      // the report dialog, opened from the open conversation's header
      await gotoAndSettle(page, `${baseUrl}/messages?conversation=${talk!.id}`)
      await hydrated(page)
      await page.getByRole('button', { name: 'Report', exact: true }).click()
      await page.getByRole('dialog', { name: 'Report this conversation' }).waitFor()
      const reportDialog = await audit(page)
      if (reportDialog.length) found['/messages (report dialog)'] = reportDialog
      await page.keyboard.press('Escape')
      expect(found).toEqual({})
      await context.close()
      // some sixty pages and dialogs, each loaded, hydrated and audited (the member pages of issue 17 passed the default minute)
    }, 300_000)
  })
}
