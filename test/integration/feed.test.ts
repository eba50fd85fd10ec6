import { env } from 'cloudflare:test'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accounts,
  blocks,
  communityGroups,
  communityPosts,
  friendships,
  groupMembers,
  notifications,
  postComments,
  postLikes,
  postPhotos,
  profiles,
  reports,
  staffAuditLog,
  userRoles,
} from '~/db/schema'
import { startApiSession } from '~/models/accounts/token-api.server'
import { addComment, deleteComment, likePost, unlikePost } from '~/models/feed/interactions.server'
import { getPost, listFeed } from '~/models/feed/posts.server'
import type { Viewer } from '~/models/viewer'
import { has, JPEG_WITH_GPS } from '../image-fixtures'
import { seedPost } from './fixtures'
import { call, createMemberWithSession, db, ORIGIN, withoutPageTexts } from './helpers'

/**
 * The feed (issue 17): who sees which post and comment (visitor, member, friend, crew member,
 * blocked either way, author, staff), the pages and their forms, posting with photos (alt text
 * required, metadata removed), content warnings, likes and comments with their refusals,
 * moderators hiding, notifications (like, comment, mention; never for oneself or across a
 * block), /media serving a post's photo only to those who may see the post, and /api/feed with
 * a bearer token.
 */
type Member = { id: string; cookie: string; viewer: NonNullable<Viewer> }

const m = {} as Record<'author' | 'friend' | 'stranger' | 'blockedByAuthor' | 'blocksAuthor' | 'crewMate' | 'mod' | 'mentionable', Member>
const posts = {} as Record<'public' | 'members' | 'friends' | 'hidden' | 'crew' | 'byBlocked' | 'strangers', string>
const CREW = 'crew-feed-private'

async function member(name: string, role?: 'moderator'): Promise<Member> {
  const created = await createMemberWithSession(name)
  if (role) await db().insert(userRoles).values({ userId: created.id, role })
  return { ...created, viewer: { id: created.id, roles: role ? [role] : [] } }
}

const pair = (a: string, b: string) => (a < b ? { userAId: a, userBId: b } : { userAId: b, userBId: a })

const form = (fields: Record<string, string | File>) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  return body
}
const act = (who: Member | null, postId: string, fields: Record<string, string>) =>
  call(`/feed/${postId}`, { method: 'POST', cookie: who?.cookie, body: form({ redirectTo: '/feed', ...fields }) })
const ids = async (viewer: Viewer, tab: 'everyone' | 'friends' | 'crews' = 'everyone') =>
  (await listFeed(db(), viewer, { tab })).posts.map((p) => p.id)
const kinds = async (userId: string) =>
  (await db().select().from(notifications).where(eq(notifications.userId, userId))).map((n) => (n.metadata as { kind: string }).kind)

beforeAll(async () => {
  m.author = await member('Robin Author')
  m.friend = await member('Frankie Friend')
  m.stranger = await member('Sam Stranger')
  m.blockedByAuthor = await member('Blake Blocked')
  m.blocksAuthor = await member('Bo Blocker')
  m.crewMate = await member('Cleo Crew')
  m.mod = await member('Morgan Mod', 'moderator')
  m.mentionable = await member('Alex Kim')
  const d = db()
  await d.insert(friendships).values([pair(m.author.id, m.friend.id), pair(m.author.id, m.mentionable.id)])
  await d.insert(blocks).values([
    { blockerId: m.author.id, blockedId: m.blockedByAuthor.id },
    { blockerId: m.blocksAuthor.id, blockedId: m.author.id },
  ])
  await d.insert(communityGroups).values({ id: CREW, slug: 'feed-crew', name: 'Feed Crew', visibility: 'private', memberCount: 2 })
  await d.insert(groupMembers).values([
    { groupId: CREW, userId: m.author.id, status: 'active' },
    { groupId: CREW, userId: m.crewMate.id, status: 'active' },
  ])
  posts.public = await seedPost(m.author.id, 'public', 'A public hello')
  posts.members = await seedPost(m.author.id, 'members', 'For members only')
  posts.friends = await seedPost(m.author.id, 'friends', 'Friends-only secret')
  posts.hidden = await seedPost(m.author.id, 'public', 'Something a moderator hid', {
    hidden: true,
    hiddenAt: new Date(),
    hiddenReason: 'spam',
  })
  posts.crew = await seedPost(m.author.id, 'group', 'Crew-only plans', { groupId: CREW })
  posts.byBlocked = await seedPost(m.blockedByAuthor.id, 'public', 'Post of the blocked member')
  posts.strangers = await seedPost(m.stranger.id, 'public', 'A stranger speaks')
})

describe('who sees what', () => {
  it('applies visibleFeedPost to every viewer', async () => {
    const all = Object.values(posts)
    expect(new Set(await ids(null))).toEqual(new Set([posts.public, posts.byBlocked, posts.strangers]))
    expect(new Set(await ids(m.stranger.viewer))).toEqual(new Set([posts.public, posts.members, posts.byBlocked, posts.strangers]))
    expect(new Set(await ids(m.friend.viewer))).toEqual(
      new Set([posts.public, posts.members, posts.friends, posts.byBlocked, posts.strangers]),
    )
    expect(new Set(await ids(m.crewMate.viewer))).toEqual(
      new Set([posts.public, posts.members, posts.crew, posts.byBlocked, posts.strangers]),
    )
    // blocked either way: nothing of each other
    expect(await ids(m.blockedByAuthor.viewer)).not.toEqual(expect.arrayContaining([posts.public]))
    expect(new Set(await ids(m.blocksAuthor.viewer))).toEqual(new Set([posts.byBlocked, posts.strangers]))
    expect(new Set(await ids(m.author.viewer))).toEqual(new Set(all.filter((id) => id !== posts.byBlocked)))
    // staff as members, a hidden post too; not a friends-only or crew post without a report (decision 034)
    expect(new Set(await ids(m.mod.viewer))).toEqual(new Set(all.filter((id) => id !== posts.friends && id !== posts.crew)))
    // newest first
    const listed = await listFeed(db(), m.mod.viewer, { tab: 'everyone' })
    const times = listed.posts.map((p) => p.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    // each post and comment under its own author's name
    expect(listed.posts.find((p) => p.id === posts.byBlocked)!.author.name).toBe('Blake Blocked')
    expect(listed.posts.find((p) => p.id === posts.strangers)!.author.name).toBe('Sam Stranger')
  })

  it('marks a hidden post for its author and staff, with the reason, and shows it to nobody else', async () => {
    expect(await getPost(db(), m.author.viewer, posts.hidden)).toMatchObject({ hidden: true, hiddenReason: 'spam', mine: true })
    expect(await getPost(db(), m.mod.viewer, posts.hidden)).toMatchObject({ hidden: true, hiddenReason: 'spam' })
    expect(await getPost(db(), m.friend.viewer, posts.hidden)).toBeNull()
  })

  it('tabs: friends and my crews', async () => {
    expect(new Set(await ids(m.friend.viewer, 'friends'))).toEqual(new Set([posts.public, posts.members, posts.friends]))
    expect(await ids(m.crewMate.viewer, 'crews')).toEqual([posts.crew])
    expect(await ids(m.stranger.viewer, 'crews')).toEqual([])
  })

  it('tabs read further back while their newest posts are not for the member (more than a window of them)', async () => {
    const reader = await member('Wren Reader')
    const poster = await member('Pat Poster')
    const crew = 'crew-feed-window'
    await db().insert(friendships).values(pair(reader.id, poster.id))
    await db()
      .insert(communityGroups)
      .values({ id: crew, slug: 'feed-window-crew', name: 'Window Crew', visibility: 'public', memberCount: 2 })
    await db()
      .insert(groupMembers)
      .values([
        { groupId: crew, userId: reader.id, status: 'active' },
        { groupId: crew, userId: poster.id, status: 'active' },
      ])
    // the oldest two visible, then 150 newer ones a moderator hid (the tabs take 100 at first)
    const old = [
      await seedPost(poster.id, 'friends', 'Old but visible'),
      await seedPost(poster.id, 'group', 'Old crew note', { groupId: crew }),
    ]
    const base = Date.now() + 10 * 86_400_000
    await db().run(sql`
      WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 149)
      INSERT INTO ${communityPosts} (id, user_id, group_id, content, visibility, hidden, hidden_at, created_at, updated_at)
      SELECT lower(hex(randomblob(16))), ${poster.id}, CASE WHEN i % 2 THEN ${crew} END, 'Hidden ' || i,
             CASE WHEN i % 2 THEN 'group' ELSE 'friends' END, 1, ${base}, ${base} + i * 1000, ${base} + i * 1000
      FROM n`)
    expect(await listFeed(db(), reader.viewer, { tab: 'friends' })).toMatchObject({ posts: [{ id: old[1] }, { id: old[0] }], next: null })
    expect(await listFeed(db(), reader.viewer, { tab: 'crews' })).toMatchObject({ posts: [{ id: old[1] }], next: null })
    // the author sees all of them, a page of 20 at a time
    const own = await listFeed(db(), poster.viewer, { tab: 'crews' })
    expect(own.posts).toHaveLength(20)
    expect(own.next).toBeTruthy()
  })

  it('/feed is for members; /feed/{id} answers the same 404 for an unknown and an invisible post', async () => {
    const visitor = await call('/feed')
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toBe('/auth?redirectTo=%2Ffeed')
    const page = await call('/feed', { cookie: m.friend.cookie })
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toContain('private')
    const html = withoutPageTexts(await page.text())
    expect(html).toContain('Friends-only secret')
    expect(html).not.toContain('Crew-only plans')
    expect(html).not.toContain('Something a moderator hid')

    expect((await call(`/feed/${posts.public}`)).status).toBe(200)
    const unknown = await call(`/feed/${crypto.randomUUID()}`, { cookie: m.stranger.cookie })
    const invisible = await call(`/feed/${posts.friends}`, { cookie: m.stranger.cookie })
    expect(unknown.status).toBe(404)
    expect(invisible.status).toBe(404)
    expect(withoutPageTexts(await invisible.text())).not.toContain('Friends-only secret')
    expect((await call(`/feed/${posts.friends}`)).status).toBe(404)
    expect((await call(`/feed/${posts.public}`, { cookie: m.blocksAuthor.cookie })).status).toBe(404)
    expect((await call(`/feed/${posts.byBlocked}`, { cookie: m.author.cookie })).status).toBe(404)
    expect((await call(`/feed/${posts.crew}`, { cookie: m.crewMate.cookie })).status).toBe(200)
  })

  it('pages by cursor without OFFSET, and cleans messy addresses', async () => {
    const pager = await member('Pager')
    for (let i = 0; i < 23; i++) await seedPost(pager.id, 'members', `Paged post ${i}`)
    const first = await listFeed(db(), pager.viewer, { tab: 'everyone' })
    expect(first.posts).toHaveLength(20)
    expect(first.next).toBeTruthy()
    const second = await listFeed(db(), pager.viewer, { tab: 'everyone', before: first.next })
    const seen = [...first.posts, ...second.posts].map((p) => p.id)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).toEqual(expect.arrayContaining([posts.public, posts.members]))
    const html = withoutPageTexts(await (await call('/feed', { cookie: pager.cookie })).text())
    expect(html).toContain(`/feed?before=${encodeURIComponent(first.next!).replace(/%2E/g, '.')}`)
    expect((await call('/feed?tab=bogus&x=1', { cookie: pager.cookie })).headers.get('Location')).toBe('/feed')
    expect((await call('/feed?tab=friends&before=nonsense', { cookie: pager.cookie })).headers.get('Location')).toBe('/feed?tab=friends')
    expect((await call(`/feed?before=${first.next}`, { cookie: pager.cookie })).status).toBe(200)
  })
})

describe('names follow the author’s profile privacy', () => {
  it('a visitor reading a public post of a members-only profile reads Anonymous User, without a link', async () => {
    const shy = await member('Shy Writer')
    await db().update(profiles).set({ profileVisibility: 'members' }).where(eq(profiles.userId, shy.id))
    const post = await seedPost(shy.id, 'public', 'Shy but public')
    expect((await getPost(db(), null, post))!.author).toEqual({ id: null, name: null, avatarUrl: null })
    expect((await getPost(db(), m.stranger.viewer, post))!.author).toMatchObject({ id: shy.id, name: 'Shy Writer' })
    const html = withoutPageTexts(await (await call(`/feed/${post}`)).text())
    expect(html).toContain('Anonymous User')
    expect(html).not.toContain('Shy Writer')
    expect(html).not.toContain(`/user/${shy.id}`)
  })
})

describe('posting', () => {
  const photo = () => new File([JPEG_WITH_GPS], 'party.jpg', { type: 'image/jpeg' })
  const newPost = (who: Member, fields: Record<string, string | File>) =>
    call('/feed/new', { method: 'POST', cookie: who.cookie, body: form(fields) })
  const postsOf = (userId: string) => db().select().from(communityPosts).where(eq(communityPosts.userId, userId))

  it('refuses bad input with translated messages (4xx, never 500), an image without alt text included', async () => {
    const poster = await member('Poster One')
    const empty = await newPost(poster, { content: '   ', visibility: 'members' })
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('Write something to post.')
    const long = await newPost(poster, { content: 'x'.repeat(2001), visibility: 'members' })
    expect(long.status).toBe(400)
    const noAlt = await newPost(poster, { content: 'Look!', visibility: 'members', 'photos[0].file': photo(), 'photos[0].alt': '' })
    expect(noAlt.status).toBe(400)
    expect(await noAlt.text()).toContain('Describe this photo for people who cannot see it.')
    const notImage = await newPost(poster, {
      content: 'Look!',
      visibility: 'members',
      'photos[0].file': new File(['not a picture'], 'x.jpg', { type: 'image/jpeg' }),
      'photos[0].alt': 'A thing',
    })
    expect(notImage.status).toBe(415)
    const badVisibility = await newPost(poster, { content: 'Hi', visibility: 'group' })
    expect(badVisibility.status).toBe(400)
    expect(await postsOf(poster.id)).toHaveLength(0)
    expect((await call('/feed/new', { method: 'POST', body: form({ content: 'x', visibility: 'public' }) })).status).toBe(302)
  })

  it('stores a post with a photo (metadata removed, alt text kept) and a content warning rendered inside <details>', async () => {
    const poster = await member('Poster Two')
    expect(has(JPEG_WITH_GPS, 'GPSLatitude')).toBe(true)
    const res = await newPost(poster, {
      content: 'Pride was wonderful',
      visibility: 'friends',
      contentWarning: 'crowds',
      'photos[0].file': photo(),
      'photos[0].alt': 'A crowd with rainbow flags',
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/feed')
    const [row] = await postsOf(poster.id)
    expect(row).toMatchObject({ content: 'Pride was wonderful', visibility: 'friends', contentWarning: 'crowds' })
    const [stored] = await db().select().from(postPhotos).where(eq(postPhotos.postId, row!.id))
    expect(stored).toMatchObject({ alt: 'A crowd with rainbow flags', position: 0 })
    expect(stored!.r2Key).toMatch(new RegExp(`^posts/${row!.id}/[0-9a-f-]{36}\\.jpg$`))
    const object = await env.MEDIA.get(stored!.r2Key)
    const bytes = new Uint8Array(await object!.arrayBuffer())
    expect(has(bytes, 'Exif')).toBe(false)
    expect(has(bytes, 'GPSLatitude')).toBe(false)

    const html = withoutPageTexts(await (await call(`/feed/${row!.id}`, { cookie: poster.cookie })).text())
    const at = html.indexOf('data-content-warning')
    const details = html.slice(html.lastIndexOf('<details', at), html.indexOf('</details>', at))
    expect(details).toContain('Content warning: crowds')
    expect(details).toContain('Pride was wonderful')
    expect(details).toContain('alt="A crowd with rainbow flags"')
  })

  it('limits posts per hour (429)', async () => {
    const poster = await member('Busy Poster')
    for (let i = 0; i < 10; i++) expect((await newPost(poster, { content: `Post ${i}`, visibility: 'members' })).status).toBe(302)
    expect((await newPost(poster, { content: 'One more', visibility: 'members' })).status).toBe(429)
  })
})

describe('photos through /media', () => {
  it('serves a post’s photo only to whoever may see the post, privately unless the post is public', async () => {
    const key = `posts/${posts.friends}/${crypto.randomUUID()}.png`
    await env.MEDIA.put(key, new Uint8Array([137, 80, 78, 71]), { httpMetadata: { contentType: 'image/png' } })
    await db().insert(postPhotos).values({ id: crypto.randomUUID(), postId: posts.friends, r2Key: key, alt: 'Secret photo', position: 0 })
    expect((await call(`/media/${key}`)).status).toBe(404)
    expect((await call(`/media/${key}`, { cookie: m.stranger.cookie })).status).toBe(404)
    expect((await call(`/media/${key}`, { cookie: m.blocksAuthor.cookie })).status).toBe(404)
    const friend = await call(`/media/${key}`, { cookie: m.friend.cookie })
    expect(friend.status).toBe(200)
    expect(friend.headers.get('Cache-Control')).toBe('private, no-store')

    const publicKey = `posts/${posts.public}/${crypto.randomUUID()}.png`
    await env.MEDIA.put(publicKey, new Uint8Array([137, 80, 78, 71]), { httpMetadata: { contentType: 'image/png' } })
    await db()
      .insert(postPhotos)
      .values({ id: crypto.randomUUID(), postId: posts.public, r2Key: publicKey, alt: 'Open photo', position: 0 })
    const open = await call(`/media/${publicKey}`)
    expect(open.status).toBe(200)
    expect(open.headers.get('Cache-Control')).toBe('public, max-age=3600')
    // a key not stored as a photo row is nobody's
    expect((await call(`/media/posts/${posts.public}/${crypto.randomUUID()}.png`, { cookie: m.mod.cookie })).status).toBe(404)
  })
})

describe('likes and comments', () => {
  it('likes idempotently, counts by trigger, refuses invisible posts like unknown ones, and notifies the author (not for self)', async () => {
    const liker = await member('Lee Liker')
    const before = await kinds(m.author.id)
    expect(await likePost({ db: db() }, liker.viewer, posts.members)).toMatchObject({ ok: true, changed: true, likeCount: 1 })
    expect(await likePost({ db: db() }, liker.viewer, posts.members)).toMatchObject({ ok: true, changed: false, likeCount: 1 })
    expect(await getPost(db(), liker.viewer, posts.members)).toMatchObject({ likedByMe: true, likeCount: 1 })
    expect(await getPost(db(), m.friend.viewer, posts.members)).toMatchObject({ likedByMe: false })
    expect((await kinds(m.author.id)).filter((k) => k === 'post_liked')).toHaveLength(before.filter((k) => k === 'post_liked').length + 1)
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.author.id), eq(notifications.relatedId, posts.members)))
    expect(notice).toMatchObject({ title: 'Lee Liker liked your post', actionUrl: `/feed/${posts.members}` })
    expect(await unlikePost(db(), liker.viewer, posts.members)).toMatchObject({ ok: true, changed: true, likeCount: 0 })
    expect(await unlikePost(db(), liker.viewer, posts.members)).toMatchObject({ ok: true, changed: false, likeCount: 0 })

    expect(await likePost({ db: db() }, liker.viewer, posts.friends)).toEqual({ ok: false, code: 'not_found' })
    expect(await likePost({ db: db() }, liker.viewer, crypto.randomUUID())).toEqual({ ok: false, code: 'not_found' })
    const page = await act(liker, posts.friends, { intent: 'like' })
    expect(page.status).toBe(404)

    const selfBefore = (await kinds(m.author.id)).length
    expect(await likePost({ db: db() }, m.author.viewer, posts.public)).toMatchObject({ ok: true, changed: true })
    expect((await kinds(m.author.id)).length).toBe(selfBefore)
    // through the page's form: a redirect back
    const viaForm = await act(m.friend, posts.friends, { intent: 'like' })
    expect(viaForm.status).toBe(303)
    expect(viaForm.headers.get('Location')).toBe('/feed')
    expect((await db().select().from(communityPosts).where(eq(communityPosts.id, posts.friends)).get())!.likeCount).toBe(1)
  })

  it('never notifies across a block (a moderator the author blocked may see the post, the author hears nothing)', async () => {
    const blockedMod = await member('Blocked Mod', 'moderator')
    await db().insert(blocks).values({ blockerId: m.author.id, blockedId: blockedMod.id })
    const before = (await kinds(m.author.id)).length
    expect(await likePost({ db: db() }, blockedMod.viewer, posts.members)).toMatchObject({ ok: true, changed: true })
    expect(await addComment({ db: db() }, blockedMod.viewer, posts.members, 'Hello')).toMatchObject({ ok: true })
    expect((await kinds(m.author.id)).length).toBe(before)
  })

  it('comments on visible posts only, with a length limit, and tells the author', async () => {
    const before = (await kinds(m.author.id)).filter((k) => k === 'post_comment').length
    const added = await addComment({ db: db() }, m.friend.viewer, posts.friends, 'Lovely!')
    expect(added).toMatchObject({ ok: true })
    expect((await kinds(m.author.id)).filter((k) => k === 'post_comment')).toHaveLength(before + 1)
    expect(await addComment({ db: db() }, m.stranger.viewer, posts.friends, 'Let me in')).toEqual({ ok: false, code: 'not_found' })
    const long = await act(m.friend, posts.friends, { intent: 'comment', content: 'x'.repeat(1001) })
    expect(long.status).toBe(400)
    expect(await long.text()).toContain('A comment can be at most 1000 characters long.')
    const empty = await act(m.friend, posts.friends, { intent: 'comment', content: '  ' })
    expect(empty.status).toBe(400)
    const ok = await act(m.friend, posts.friends, { intent: 'comment', content: 'Via the form' })
    expect(ok.status).toBe(302)
    const post = await getPost(db(), m.author.viewer, posts.friends)
    expect(post!.comments.map((c) => c.content)).toEqual(['Lovely!', 'Via the form'])
    expect(post!.comments.map((c) => c.author.name)).toEqual(['Frankie Friend', 'Frankie Friend'])
    expect(post!.commentCount).toBe(2)
    expect((await db().select().from(communityPosts).where(eq(communityPosts.id, posts.friends)).get())!.commentCount).toBe(2)
  })

  it('hides comments of blocked members both ways', async () => {
    const comment = await addComment({ db: db() }, m.blocksAuthor.viewer, posts.strangers, 'I blocked the author')
    expect(comment.ok).toBe(true)
    const forAuthor = await getPost(db(), m.author.viewer, posts.strangers)
    expect(forAuthor!.comments.map((c) => c.content)).not.toContain('I blocked the author')
    expect((await getPost(db(), m.stranger.viewer, posts.strangers))!.comments.map((c) => c.content)).toContain('I blocked the author')
  })

  it('deletes own comments, the post’s author deletes any on their post, others are refused', async () => {
    const mine = await addComment({ db: db() }, m.stranger.viewer, posts.members, 'Mine to delete')
    const onAuthors = await addComment({ db: db() }, m.stranger.viewer, posts.members, 'The author may delete this')
    const third = await addComment({ db: db() }, m.friend.viewer, posts.members, 'Not yours')
    if (!mine.ok || !onAuthors.ok || !third.ok) throw new Error('comments not added')
    expect(await deleteComment(db(), m.crewMate.viewer, third.id)).toEqual({ ok: false, code: 'forbidden' })
    const refused = await act(m.stranger, posts.members, { intent: 'deleteComment', commentId: third.id })
    expect(refused.status).toBe(403)
    expect(await deleteComment(db(), m.stranger.viewer, mine.id)).toMatchObject({ ok: true })
    const byAuthor = await act(m.author, posts.members, { intent: 'deleteComment', commentId: onAuthors.id })
    expect(byAuthor.status).toBe(302)
    const left = await db().select({ id: postComments.id }).from(postComments).where(eq(postComments.postId, posts.members))
    expect(left.map((c) => c.id)).toContain(third.id)
    expect(left.map((c) => c.id)).not.toContain(mine.id)
    expect(left.map((c) => c.id)).not.toContain(onAuthors.id)
  })

  it('deletes only one’s own post, with its likes and comments', async () => {
    const post = await seedPost(m.stranger.id, 'members', 'Short-lived')
    await likePost({ db: db() }, m.friend.viewer, post)
    expect((await act(m.friend, post, { intent: 'deletePost' })).status).toBe(404)
    const res = await act(m.stranger, post, { intent: 'deletePost', redirectTo: `/feed/${post}` })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/feed')
    expect(await db().select().from(communityPosts).where(eq(communityPosts.id, post))).toHaveLength(0)
    expect(await db().select().from(postLikes).where(eq(postLikes.postId, post))).toHaveLength(0)
  })
})

describe('mentions', () => {
  it('tells a friend named by @DisplayName when they may see the post, never a non-friend, the writer or across a block', async () => {
    const before = (await kinds(m.mentionable.id)).filter((k) => k === 'mention').length
    const res = await call('/feed/new', {
      method: 'POST',
      cookie: m.author.cookie,
      body: form({ content: 'Dancing with @Alex Kim and @Sam Stranger tonight', visibility: 'members' }),
    })
    expect(res.status).toBe(302)
    expect((await kinds(m.mentionable.id)).filter((k) => k === 'mention')).toHaveLength(before + 1)
    expect(await kinds(m.stranger.id)).not.toContain('mention')
    // a friends-only post of someone else: the author's friend mentioned in a comment may not see it
    const hidden = await seedPost(m.stranger.id, 'friends', 'Only for Sam’s friends')
    await db().insert(friendships).values(pair(m.stranger.id, m.author.id))
    expect(await addComment({ db: db() }, m.author.viewer, hidden, 'Hey @Alex Kim look')).toMatchObject({ ok: true })
    expect((await kinds(m.mentionable.id)).filter((k) => k === 'mention')).toHaveLength(before + 1)
    // in a comment on a post they can see
    expect(await addComment({ db: db() }, m.author.viewer, posts.public, 'cc @alex kim')).toMatchObject({ ok: true })
    expect((await kinds(m.mentionable.id)).filter((k) => k === 'mention')).toHaveLength(before + 2)
    // a block between the friends: no mention
    await db().insert(blocks).values({ blockerId: m.mentionable.id, blockedId: m.author.id })
    expect(await addComment({ db: db() }, m.author.viewer, posts.members, '@Alex Kim?')).toMatchObject({ ok: true })
    expect((await kinds(m.mentionable.id)).filter((k) => k === 'mention')).toHaveLength(before + 2)
    await db()
      .delete(blocks)
      .where(and(eq(blocks.blockerId, m.mentionable.id), eq(blocks.blockedId, m.author.id)))
  })
})

describe('moderation', () => {
  it('staff hide and show a post with a reason (audited, the author told); anyone else gets a 404', async () => {
    const post = await seedPost(m.stranger.id, 'public', 'Rude words')
    expect((await act(m.friend, post, { intent: 'hidePost', reason: 'Harassment' })).status).toBe(404)
    const short = await act(m.mod, post, { intent: 'hidePost', reason: 'x' })
    expect(short.status).toBe(400)
    const hidden = await act(m.mod, post, { intent: 'hidePost', reason: 'Harassment' })
    expect(hidden.status).toBe(302)
    const row = (await db().select().from(communityPosts).where(eq(communityPosts.id, post)).get())!
    expect(row).toMatchObject({ hidden: true, hiddenBy: m.mod.id, hiddenReason: 'Harassment' })
    expect(await getPost(db(), m.friend.viewer, post)).toBeNull()
    expect(await getPost(db(), null, post)).toBeNull()
    expect(await getPost(db(), m.stranger.viewer, post)).toMatchObject({ hidden: true, hiddenReason: 'Harassment' })
    const events = await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, 'FEED_POST_HIDDEN'))
    expect(events.some((e) => e.actorId === m.mod.id && e.targetType === 'post' && e.targetId === post)).toBe(true)
    expect(events.find((e) => e.targetId === post)).toMatchObject({
      before: { hidden: false },
      after: { hidden: true, reason: 'Harassment' },
    })
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.stranger.id), eq(notifications.relatedId, post)))
    expect(notice).toMatchObject({ type: 'system', title: 'A moderator hid your post', actionUrl: `/feed/${post}` })
    expect(notice!.content).toContain('Harassment')
    expect((await act(m.mod, post, { intent: 'hidePost', reason: 'Again' })).status).toBe(409)
    expect((await act(m.mod, post, { intent: 'unhidePost' })).status).toBe(302)
    expect(await getPost(db(), m.friend.viewer, post)).not.toBeNull()
  })

  it('staff hide a comment: gone for others, kept for its author with the reason', async () => {
    const comment = await addComment({ db: db() }, m.stranger.viewer, posts.public, 'Nasty comment')
    if (!comment.ok) throw new Error('no comment')
    const res = await act(m.mod, posts.public, { intent: 'hideComment', commentId: comment.id, reason: 'Insult' })
    expect(res.status).toBe(302)
    expect((await getPost(db(), m.friend.viewer, posts.public))!.comments.map((c) => c.id)).not.toContain(comment.id)
    expect((await getPost(db(), m.stranger.viewer, posts.public))!.comments.find((c) => c.id === comment.id)).toMatchObject({
      hidden: true,
      hiddenReason: 'Insult',
    })
    expect(await kinds(m.stranger.id)).toContain('post_hidden')
  })
})

describe('reports', () => {
  it('a member reports a post or a comment they can see; an invisible one files nothing', async () => {
    const report = (who: Member, targetType: string, targetId: string) =>
      call('/reports', {
        method: 'POST',
        cookie: who.cookie,
        body: form({ targetType, targetId, reason: 'spam', redirectTo: '/feed' }),
      })
    expect((await report(m.friend, 'post', posts.friends)).status).toBe(303)
    // a plain form is sent back with the refusal's toast; nothing is filed
    await report(m.crewMate, 'post', posts.friends)
    const filed = await db().select().from(reports).where(eq(reports.targetId, posts.friends))
    expect(filed.map((r) => r.reporterId)).toEqual([m.friend.id])
    const comment = await addComment({ db: db() }, m.friend.viewer, posts.members, 'Report me')
    if (!comment.ok) throw new Error('no comment')
    expect((await report(m.stranger, 'comment', comment.id)).status).toBe(303)
  })

  it('without JavaScript, Report is a link to the report form as a page, which sends back where it came from', async () => {
    const post = withoutPageTexts(await (await call(`/feed/${posts.friends}`, { cookie: m.friend.cookie })).text())
    const href = `/reports/new?targetType=post&amp;targetId=${posts.friends}&amp;redirectTo=%2Ffeed%2F${posts.friends}`
    expect(post).toContain(`href="${href}"`)
    expect(post).not.toContain('name="reason"')
    const page = await call(href.replaceAll('&amp;', '&'), { cookie: m.friend.cookie })
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toContain('no-store')
    const html = withoutPageTexts(await page.text())
    expect(html).toContain('Report this post')
    expect(html).toContain('action="/reports"')
    expect(html).toContain(`name="targetId" value="${posts.friends}"`)
    expect(html).toContain(`name="redirectTo" value="/feed/${posts.friends}"`)
    expect(html).toContain('<select')
    // it never shows the post itself, nor whether it exists
    expect(html).not.toContain('Friends-only secret')
    // a visitor is sent to sign in and back; an address without a target is a 400 with its message; an outside
    // address to go back to is replaced by the home page
    const visitor = await call(href.replaceAll('&amp;', '&'))
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=%2Freports%2Fnew/)
    const bad = await call('/reports/new?targetType=nonsense&targetId=%3Cx%3E', { cookie: m.friend.cookie })
    expect(bad.status).toBe(400)
    expect(withoutPageTexts(await bad.text())).toContain('This cannot be reported.')
    const away = await call(`/reports/new?targetType=post&targetId=${posts.public}&redirectTo=https%3A%2F%2Fevil.example`, {
      cookie: m.friend.cookie,
    })
    expect(withoutPageTexts(await away.text())).toContain('name="redirectTo" value="/"')
  })
})

describe('/api/feed', () => {
  it('works with a bearer token: list, a post, like, comment, delete; invisible posts are 404', async () => {
    const account = (await db().select().from(accounts).where(eq(accounts.id, m.friend.id)).get())!
    const session = await startApiSession(db(), new Request(ORIGIN), account, { issuer: `${ORIGIN}/auth/v1` })
    const headers = { Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' }
    expect((await call('/api/feed')).status).toBe(401)
    const list = (await (await call('/api/feed?tab=friends', { headers })).json()) as { posts: { id: string }[]; next: string | null }
    expect(list.posts.map((p) => p.id)).toContain(posts.friends)
    expect(list.posts.map((p) => p.id)).not.toContain(posts.crew)
    expect((await call('/api/feed?tab=nope', { headers })).status).toBe(422)
    const one = (await (await call(`/api/feed/${posts.friends}`, { headers })).json()) as { post: { id: string; comments: unknown[] } }
    expect(one.post.id).toBe(posts.friends)
    expect((await call(`/api/feed/${posts.crew}`, { headers })).status).toBe(404)
    expect((await call(`/api/feed/${crypto.randomUUID()}`, { headers })).status).toBe(404)

    const liked = await call(`/api/feed/${posts.public}/like`, { method: 'POST', headers })
    expect(liked.status).toBe(201)
    expect((await call(`/api/feed/${posts.public}/like`, { method: 'POST', headers })).status).toBe(200)
    expect(await (await call(`/api/feed/${posts.public}/unlike`, { method: 'POST', headers })).json()).toMatchObject({
      liked: false,
      changed: true,
    })
    expect((await call(`/api/feed/${posts.crew}/like`, { method: 'POST', headers })).status).toBe(404)

    const empty = await call(`/api/feed/${posts.public}/comments`, { method: 'POST', headers, body: JSON.stringify({ content: '' }) })
    expect(empty.status).toBe(422)
    const created = await call(`/api/feed/${posts.public}/comments`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ content: 'From the app' }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    expect(
      (await call(`/api/feed/${posts.crew}/comments`, { method: 'POST', headers, body: JSON.stringify({ content: 'x' }) })).status,
    ).toBe(404)
    const other = await addComment({ db: db() }, m.stranger.viewer, posts.strangers, 'Not the app user’s')
    if (!other.ok) throw new Error('no comment')
    expect((await call(`/api/feed/comments/${other.id}`, { method: 'DELETE', headers })).status).toBe(403)
    expect((await call(`/api/feed/comments/${id}`, { method: 'DELETE', headers })).status).toBe(200)
    expect((await call(`/api/feed/comments/${id}`, { method: 'DELETE', headers })).status).toBe(404)
  })
})
