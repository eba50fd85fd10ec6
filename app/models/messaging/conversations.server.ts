import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { conversationParticipants } from '~/db/schema'

/** Whether a member takes part in a conversation: the gate for its realtime room. */
export async function isConversationParticipant(db: Db, conversationId: string, userId: string) {
  const row = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)))
    .get()
  return row != null
}
