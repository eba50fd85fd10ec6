/**
 * Finding @mentions in a text (browser-safe, pure): the rule is told in mentions.server.ts and
 * decision 027.
 */
import { FEED_LIMITS } from './limits'

/** Letters and digits of any script: a name ends where none follows. */
const NAME_CHAR = /[\p{L}\p{N}_]/u

/** The friends (id and name) named in `text` by @DisplayName, by the rule above. Pure. */
export function findMentions(text: string, friends: readonly { id: string; name: string }[]): string[] {
  if (!text.includes('@') || !friends.length) return []
  const lower = text.toLocaleLowerCase()
  const byLength = [...friends].filter((f) => f.name.trim()).sort((a, b) => b.name.length - a.name.length)
  const found: string[] = []
  for (let at = lower.indexOf('@'); at >= 0 && found.length < FEED_LIMITS.mentionsMax; at = lower.indexOf('@', at + 1)) {
    // an address like ana@example.org is no mention
    if (at > 0 && NAME_CHAR.test(text[at - 1]!)) continue
    for (const friend of byLength) {
      const name = friend.name.toLocaleLowerCase()
      if (!lower.startsWith(name, at + 1)) continue
      const after = text[at + 1 + name.length]
      if (after !== undefined && NAME_CHAR.test(after)) continue
      if (!found.includes(friend.id)) found.push(friend.id)
      break
    }
  }
  return found
}
