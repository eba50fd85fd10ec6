import { getServerByName } from 'partyserver'
import type { ConversationRoomApi } from './room-api'

type RoomEnv = { Conversation: Env['Conversation'] }

/**
 * A conversation's room (party/conversation.ts), named so it knows its conversation id. RPC
 * stubs are typed loosely by workers-types; the room implements ConversationRoomApi.
 */
export async function conversationRoom(env: RoomEnv, conversationId: string): Promise<ConversationRoomApi> {
  return (await getServerByName(env.Conversation as never, conversationId)) as unknown as ConversationRoomApi
}
