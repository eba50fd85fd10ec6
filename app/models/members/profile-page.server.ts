import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { cities, communityGroups, groupMembers, profilePhotos, profiles } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { visibleCrew } from '~/models/crews/visibility.server'
import { isStaff, type Viewer } from '~/models/viewer'
import { cityShownJoin, memberCardFields, toMemberCard, type MemberCard } from './cards.server'
import { friendStateSql, mutualFriendsQueries } from './friends.server'
import type { FriendState } from './friends-options'
import { readAvatarConfig, type AvatarConfigValue } from './settings-options'
import { visibleProfile } from './visibility.server'

/**
 * /user/{userId}: a member's profile as far as the viewer may see it, in one batch.
 *
 * The profile row goes through visibleProfile (the member themselves and staff always; anyone
 * else while the account is active, neither blocked the other, and its privacy reaches them).
 * When it does not pass, the answer is null whatever the reason — unknown id, hidden, blocked
 * either way, suspended — and the page answers the same 404 (the other reads of the batch are
 * thrown away unread). The city only when the member shows it; crews by visibleCrew with the
 * member's own active membership; mutual friends by the profile rule again.
 */
export type MemberProfile = {
  id: string
  displayName: string | null
  avatarUrl: string | null
  avatarConfig: AvatarConfigValue | null
  pronouns: string | null
  userMode: string
  cityName: string | null
  bio: string | null
  interests: string[]
  lookingFor: string[]
  profileVisibility: 'everyone' | 'members' | 'friends' | 'nobody'
  showOnlineStatus: boolean
  lastSeenAt: Date | null
  memberSince: Date
  photos: { id: string; url: string; caption: string | null; width: number | null; height: number | null }[]
  crews: { id: string; name: string; role: string }[]
  mutual: { entries: MemberCard[]; total: number }
  /** Seen from the viewer ('none' for a visitor). */
  friendState: FriendState
  isSelf: boolean
  /** A staff member reading a profile the rule would hide from a plain member. */
  staffView: boolean
}

export async function getMemberProfile(db: Db, viewer: Viewer, memberId: string, language: Language): Promise<MemberProfile | null> {
  const state = viewer ? friendStateSql(viewer.id, profiles.userId) : sql<FriendState>`'none'`
  const card = memberCardFields(language)
  const [profileRows, photoRows, crewRows, ...mutual] = await db.batch([
    db
      .select({
        ...card,
        bio: profiles.bio,
        interests: profiles.interests,
        lookingFor: profiles.lookingFor,
        profileVisibility: profiles.profileVisibility,
        showOnlineStatus: profiles.showOnlineStatus,
        lastSeenAt: profiles.lastSeenAt,
        memberSince: profiles.createdAt,
        friendState: state.as('friend_state'),
        // whether a plain member in the viewer's place would see it (staff see everything)
        // (aliased: an unnamed column '1' would come first in D1's row objects, integer-like keys sorting first)
        plainVisible: (viewer && isStaff(viewer) ? sql<number>`${visibleProfile({ id: viewer.id, roles: [] })}` : sql<number>`1`).as(
          'plain_visible',
        ),
      })
      .from(profiles)
      .leftJoin(cities, cityShownJoin())
      .where(and(eq(profiles.userId, memberId), visibleProfile(viewer))),
    db
      .select({
        id: profilePhotos.id,
        url: profilePhotos.url,
        caption: profilePhotos.caption,
        width: profilePhotos.width,
        height: profilePhotos.height,
      })
      .from(profilePhotos)
      .where(eq(profilePhotos.userId, memberId))
      .orderBy(asc(profilePhotos.position), asc(profilePhotos.createdAt))
      .limit(12),
    db
      .select({ id: communityGroups.id, name: communityGroups.name, role: groupMembers.role })
      .from(groupMembers)
      .innerJoin(communityGroups, eq(communityGroups.id, groupMembers.groupId))
      .where(and(eq(groupMembers.userId, memberId), eq(groupMembers.status, 'active'), visibleCrew(viewer)))
      .orderBy(sql`${communityGroups.name} COLLATE NOCASE`)
      .limit(24),
    ...(viewer && viewer.id !== memberId ? mutualFriendsQueries(db, viewer.id, memberId, language) : []),
  ])
  const row = profileRows[0]
  if (!row) return null
  const [mutualRows, mutualCount] = mutual as unknown as [Parameters<typeof toMemberCard>[0][] | undefined, { n: number }[] | undefined]
  const { plainVisible, ...profile } = row
  return {
    ...profile,
    avatarConfig: readAvatarConfig(profile.avatarConfig),
    interests: Array.isArray(profile.interests) ? profile.interests : [],
    lookingFor: Array.isArray(profile.lookingFor) ? profile.lookingFor : [],
    photos: photoRows,
    crews: crewRows,
    mutual: { entries: (mutualRows ?? []).map(toMemberCard), total: mutualCount?.[0]?.n ?? 0 },
    isSelf: viewer?.id === memberId,
    staffView: !Number(plainVisible) && viewer?.id !== memberId,
  }
}
