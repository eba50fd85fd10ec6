/**
 * /groups/{id}/invite: the friends an active member of a crew may invite to it, a page at a time,
 * found by name. It was a `<select>` of up to 200 friends on the crew page itself (issue 39: a
 * sixth of a member's crew page, read on every visit); now the crew page links here.
 *
 * Who: the crew as visibleCrew shows it to the member (else the same 404 as an unknown crew), and
 * the member active in it (else 403). Whom: their friends whose profile reaches them
 * (visibleProfile, which leaves out blocks either way and closed accounts), not already in the
 * crew nor banned from it; a friend with an open invitation to it is shown as invited (sending
 * another would be refused as 'already invited' anyway). inviteToCrew checks everything again.
 *
 * The name: with a letter or digit, the start of consecutive words of the name through
 * `profile_names` (the directory's FTS5 index: case and accents aside); a text without any, the
 * name's own text. Friends are few (the page reads them through the member's friendships, by
 * index), so the page and its count sort them whole.
 */
import { and, asc, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { cities, communityGroups, groupInvites, groupMembers, profiles } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { asMember } from '~/models/viewer'
import { cityShownJoin, memberCardFields, toMemberCard, type MemberCard } from '../members/cards.server'
import { directoryNameMatch, nameHitIds } from '../members/directory.server'
import { friendIdsOf, visibleProfile } from '../members/visibility.server'
import { CREW_LIMITS } from './limits'
import { openInvite } from './membership.server'
import { visibleCrew } from './visibility.server'

export type InviteCandidate = MemberCard & { invited: boolean }
export type InvitePicker =
  | { state: 'notFound' }
  /** The member may see the crew but is not an active member of it, or staff hid it (it takes no invitations). */
  | { state: 'refused'; crew: { id: string; name: string } }
  | {
      state: 'ok'
      crew: { id: string; name: string }
      friends: InviteCandidate[]
      total: number
      page: number
      pageCount: number
    }

/** SQL over `profiles`: the name matches the text (see the file's comment); null for no text. */
function nameMatches(q: string): SQL | null {
  if (!q) return null
  const match = directoryNameMatch(q)
  if (!match) return sql`instr(${profiles.displayName}, ${q}) > 0`
  return sql`${profiles.userId} IN (${nameHitIds(match)})`
}

export async function getInvitePicker(
  db: Db,
  userId: string,
  groupId: string,
  language: Language,
  options: { q: string; page: number },
  now = Date.now(),
): Promise<InvitePicker> {
  const me = asMember(userId)
  const crew = await db
    .select({
      id: communityGroups.id,
      name: communityGroups.name,
      hiddenAt: communityGroups.hiddenAt,
      status: groupMembers.status,
    })
    .from(communityGroups)
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, communityGroups.id), eq(groupMembers.userId, userId)))
    .where(and(eq(communityGroups.id, groupId), visibleCrew(me)))
    .get()
  if (!crew) return { state: 'notFound' }
  const named = { id: crew.id, name: crew.name }
  if (crew.status !== 'active' || crew.hiddenAt) return { state: 'refused', crew: named }

  const invitable = and(
    sql`${profiles.userId} IN (${friendIdsOf(me)})`,
    visibleProfile(me),
    notExists(
      db
        .select({ one: sql`1` })
        .from(groupMembers)
        .where(
          and(
            eq(groupMembers.groupId, groupId),
            eq(groupMembers.userId, profiles.userId),
            inArray(groupMembers.status, ['active', 'banned']),
          ),
        ),
    ),
    nameMatches(options.q) ?? undefined,
  )
  const invited = sql<number>`EXISTS (SELECT 1 FROM ${groupInvites} WHERE ${and(
    eq(groupInvites.groupId, groupId),
    eq(groupInvites.inviteeId, profiles.userId),
    openInvite(now),
  )})`
  const [[counted], rows] = await db.batch([
    db
      .select({ n: sql<number>`count(*)` })
      .from(profiles)
      .where(invitable),
    db
      .select({ ...memberCardFields(language), invited })
      .from(profiles)
      .leftJoin(cities, cityShownJoin())
      .where(invitable)
      .orderBy(sql`${profiles.displayName} IS NULL`, asc(sql`${profiles.displayName} COLLATE NOCASE`), asc(profiles.userId))
      .limit(CREW_LIMITS.invitePageSize)
      .offset((options.page - 1) * CREW_LIMITS.invitePageSize),
  ])
  const total = counted?.n ?? 0
  return {
    state: 'ok',
    crew: named,
    friends: rows.map(({ invited: isInvited, ...card }) => ({ ...toMemberCard(card), invited: !!isInvited })),
    total,
    page: options.page,
    pageCount: Math.min(CREW_LIMITS.inviteMaxPage, Math.max(1, Math.ceil(total / CREW_LIMITS.invitePageSize))),
  }
}
