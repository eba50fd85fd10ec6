import { Server, type Connection, type ConnectionContext, type WSMessage } from 'partyserver'
import { getDb } from '~/db/client'
import { MESSAGING_LIMITS as L } from '~/models/messaging/limits'
import {
  PROTOCOL_VERSION,
  ROOM_CLOSE,
  type ChatMessage,
  type ClientMessage,
  type ConversationRefusal,
  type Receipt,
  type SystemEvent,
} from '~/models/messaging/realtime'
import { REPORT_CONTEXT, type ConversationRoomApi, type RoomPage, type RoomSendInput, type RoomSendResult } from '~/models/messaging/room-api'
import {
  dropStagedMessages,
  previewOf,
  recordLastMessage,
  recordMessage,
  recordRead,
  resyncConversation,
  roomState,
  stagedMessages,
  stagedReadMarks,
  unreadConversationCounts,
  type RoomState,
} from '~/models/messaging/room-sync.server'
import { conversationAccess, roomParticipants } from '~/models/messaging/visibility.server'
import { asMember } from '~/models/viewer'
import { RoomStore, type StoredPhoto } from './conversation/store'
import { roomProtocol, userIdFrom, type ConnectionState } from './room-plumbing'

const protocol = roomProtocol('conversation')

/** meta keys of the room's SQLite */
const IMPORTED = 'imported'
const PENDING_SYNC = 'pending_sync'
const IMPORT_PAGE = 500
const RETRY_MS = [1_000, 5_000, 30_000, 120_000]

type Refused = { ok: false; reason: ConversationRefusal; retryAfterMs: number | null }
const refuse = (reason: ConversationRefusal, retryAfterMs: number | null = null): Refused => ({ ok: false, reason, retryAfterMs })
type Outcome = { ok: true; message: ChatMessage; fresh: boolean } | Refused

/** One emoji sequence: pictographs, flags, and their joiners and modifiers; nothing else. */
const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\p{Regional_Indicator}|\u200d|\ufe0f)+$/u
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u

/**
 * One Durable Object per conversation, reached at /parties/conversation/{conversationId} (the
 * Worker lets only participants in, and the room checks again against D1). Its own SQLite holds
 * the messages, reactions and receipts (./conversation/store.ts); D1 holds what lists need,
 * written here in the same step as each message (app/models/messaging/room-sync.server.ts), and
 * retried by an alarm when D1 failed. The socket protocol: app/models/messaging/realtime.ts;
 * the Worker's RPC: ConversationRoomApi (room-api.ts).
 */
export class Conversation extends Server<Env> implements ConversationRoomApi {
  static options = { hibernate: true }

  #store: RoomStore | null = null
  #started: Promise<void> | null = null
  /** Participants, title, read-only: read from D1 on first need, again on refresh(). */
  #state: RoomState | null = null
  /** Each member's send times in the last minute (the rate limit; lost on eviction, which only relaxes it). */
  #sends = new Map<string, number[]>()

  get store() {
    this.#store ??= new RoomStore(this.ctx.storage.sql)
    return this.#store
  }

  get db() {
    return getDb(this.env.DB)
  }

  async onStart() {
    await this.start()
  }

  /** The schema, and the seed's messages imported from D1 on the first wake. Idempotent. */
  private start(): Promise<void> {
    this.#started ??= this.migrateAndImport().catch((error: unknown) => {
      this.#started = null
      throw error
    })
    return this.#started
  }

  private async migrateAndImport() {
    this.store.migrate()
    if (this.store.meta(IMPORTED)) return
    let after: { createdAt: number; id: string } | null = null
    let imported = 0
    for (;;) {
      const page = await stagedMessages(this.db, this.name, after, IMPORT_PAGE)
      for (const m of page) {
        this.store.insert({ ...m, txnId: null })
        for (const r of m.reactions) this.store.addReaction(m.id, r.userId, r.emoji, r.createdAt)
      }
      imported += page.length
      if (page.length < IMPORT_PAGE) break
      after = { createdAt: page[page.length - 1]!.createdAt, id: page[page.length - 1]!.id }
    }
    if (imported > 0) {
      // the seed's read marks (times) as seqs, then the list columns from what the room holds
      for (const mark of await stagedReadMarks(this.db, this.name)) {
        if (!mark.lastReadAt) continue
        const seq = this.ctx.storage.sql
          .exec<{ s: number | null }>('SELECT max(seq) AS s FROM messages WHERE created_at <= ?', mark.lastReadAt.getTime())
          .one().s
        if (seq) this.store.advanceReceipt(mark.userId, 'read', seq)
      }
      await this.resync()
      await dropStagedMessages(this.db, this.name)
    }
    this.store.setMeta(IMPORTED, String(Date.now()))
  }

  private async state(): Promise<RoomState | null> {
    this.#state ??= await roomState(this.db, this.name)
    return this.#state
  }

  // ── sockets ────────────────────────────────────────────────────────────────────────────────

  async onConnect(connection: Connection<ConnectionState>, ctx: ConnectionContext) {
    const userId = userIdFrom(ctx)
    if (!userId) return connection.close(ROOM_CLOSE.authRequired.code, ROOM_CLOSE.authRequired.reason)
    try {
      await this.start()
      // the room's own check: the Worker let them in, the room asks D1 again (decision 037)
      const access = await conversationAccess(this.db, this.name, asMember(userId))
      if (!access) return connection.close(ROOM_CLOSE.forbidden.code, ROOM_CLOSE.forbidden.reason)
      this.#state = { isDirect: access.isDirect, title: access.title, readOnly: access.readOnly, participants: access.participants }
      const before = this.present()
      connection.setState({ userId })
      const present = this.present()
      protocol.send(connection, {
        type: 'ready',
        room: this.name,
        userId,
        version: PROTOCOL_VERSION,
        readOnly: access.readOnly,
        lastSeq: this.store.lastSeq(),
        receipts: this.visibleReceipts(userId),
        present,
      })
      if (present.length !== before.length) this.broadcastFrame({ type: 'present', userIds: present }, connection.id)
    } catch (error) {
      console.error('conversation room: connect failed', error)
      connection.close(1011, 'Unavailable')
    }
  }

  async onClose(connection: Connection<ConnectionState>) {
    const userId = connection.state?.userId
    if (!userId) return
    const present = this.present(connection.id)
    if (!present.includes(userId)) this.broadcastFrame({ type: 'present', userIds: present }, connection.id)
  }

  async onMessage(connection: Connection<ConnectionState>, frame: WSMessage) {
    const message = protocol.parse(frame)
    const userId = connection.state?.userId
    if (!message || !userId) return // malformed or unknown: ignored
    try {
      await this.start()
      await this.handle(connection, userId, message)
    } catch (error) {
      console.error('conversation room: frame failed', error)
      protocol.send(connection, {
        type: 'refused',
        of: message.type,
        reason: 'failed',
        txnId: message.type === 'send' ? message.txnId : null,
        retryAfterMs: null,
      })
    }
  }

  private async handle(connection: Connection<ConnectionState>, userId: string, message: ClientMessage<'conversation'>) {
    const refused = (result: Refused, txnId: string | null = null) =>
      protocol.send(connection, { type: 'refused', of: message.type, reason: result.reason, txnId, retryAfterMs: result.retryAfterMs })
    switch (message.type) {
      case 'ping':
        return protocol.send(connection, { type: 'pong', at: Date.now() })
      case 'send': {
        const result = await this.storeMessage(userId, message)
        if (!result.ok) return refused(result, message.txnId)
        if (result.fresh) this.published(result.message, userId)
        protocol.send(connection, { type: 'ack', txnId: message.txnId, message: result.message })
        return
      }
      case 'typing':
      case 'stop_typing': {
        const others = this.sockets().filter((s) => s.state!.userId !== userId)
        if (message.type === 'typing') {
          const name = (await this.state())?.participants.find((p) => p.userId === userId)?.displayName ?? ''
          for (const s of others) protocol.send(s, { type: 'typing', userId, displayName: name })
        } else for (const s of others) protocol.send(s, { type: 'stop_typing', userId })
        return
      }
      case 'history': {
        const page = this.store.history(message.before, message.limit ?? L.historyPage)
        return protocol.send(connection, { type: 'history', before: message.before, ...page })
      }
      case 'catch_up': {
        const page = this.store.catchUp(message.after, L.historyPage)
        return protocol.send(connection, { type: 'caught_up', after: message.after, ...page })
      }
      case 'delivered':
      case 'read': {
        const result = await this.receipt(userId, message.type, message.upTo)
        if (result && !result.ok) refused(result)
        return
      }
      case 'react':
      case 'edit':
      case 'unsend': {
        const result =
          message.type === 'react'
            ? await this.react(userId, message.messageId, message.emoji, message.on)
            : message.type === 'edit'
              ? await this.edit(userId, message.messageId, message.content)
              : await this.unsend(userId, message.messageId)
        if (!result.ok) refused(result)
        return
      }
    }
  }

  // ── messages ───────────────────────────────────────────────────────────────────────────────

  /** Checks, stores and records a message (D1's list columns); the same txnId again answers the stored one. */
  private async storeMessage(userId: string, input: RoomSendInput): Promise<Outcome> {
    const state = await this.state()
    if (!state?.participants.some((p) => p.userId === userId)) return refuse('invalid')
    const repeated = this.store.byTxn(userId, input.txnId)
    if (repeated) return { ok: true, message: repeated, fresh: false }
    const content = input.content.trim()
    if (!content && !input.photo) return refuse('blank')
    if ([...content].length > L.messageMaxLength) return refuse('tooLong')
    if (state.readOnly) return refuse('readOnly')
    const now = Date.now()
    const recent = (this.#sends.get(userId) ?? []).filter((t) => t > now - 60_000)
    if (recent.length >= L.sendsPerMinute) return refuse('rateLimited', recent[0]! + 60_000 - now)
    if (input.replyToId && !this.store.byId(input.replyToId)) return refuse('notFound')
    let photo: StoredPhoto | null = null
    if (input.photo) {
      photo = await this.checkPhoto(userId, input.photo)
      if (!photo) return refuse('invalid')
    }
    // a concurrent frame with the same txnId may have stored it while R2 answered
    const raced = this.store.byTxn(userId, input.txnId)
    if (raced) return { ok: true, message: raced, fresh: false }
    recent.push(now)
    this.#sends.set(userId, recent)
    const seq = this.store.insert({
      id: crypto.randomUUID(),
      senderId: userId,
      txnId: input.txnId,
      content,
      type: photo ? 'image' : 'text',
      replyToId: input.replyToId ?? null,
      photo,
      system: null,
      createdAt: now,
    })
    const message = this.store.bySeq(seq!)!
    await this.record(message)
    return { ok: true, message, fresh: true }
  }

  /** The uploaded photo: under this conversation's prefix, in R2, uploaded by the sender. */
  private async checkPhoto(userId: string, photo: { key: string; alt: string }): Promise<StoredPhoto | null> {
    if (!photo.key.startsWith(`messages/${this.name}/`) || photo.key.includes('..')) return null
    const object = await this.env.MEDIA.head(photo.key)
    if (!object || object.customMetadata?.uploader !== userId) return null
    const size = (value: string | undefined) => (value && Number.isFinite(Number(value)) ? Number(value) : null)
    return { key: photo.key, alt: photo.alt.trim(), width: size(object.customMetadata.width), height: size(object.customMetadata.height) }
  }

  /** D1's step for a new message; when D1 fails, the room keeps a marker and an alarm writes it again. */
  private async record(message: ChatMessage) {
    try {
      await recordMessage(this.db, this.name, {
        seq: message.seq,
        senderId: message.senderId,
        type: message.type,
        createdAt: message.createdAt,
        preview: previewOf(message, L.previewLength),
      })
    } catch (error) {
      console.error('conversation room: D1 step failed, retried by alarm', error)
      await this.syncLater()
    }
  }

  /** A stored message to every socket, the sender's typing cleared, and the Inbox of the recipients not here. */
  private published(message: ChatMessage, senderId: string | null) {
    this.broadcastFrame({ type: 'message', message })
    if (senderId) this.broadcastFrame({ type: 'stop_typing', userId: senderId })
    if (message.type !== 'system') this.ctx.waitUntil(this.raiseInboxes(senderId))
  }

  private async raiseInboxes(senderId: string | null) {
    try {
      const here = new Set(this.present())
      const away = ((await this.state())?.participants ?? []).map((p) => p.userId).filter((id) => id !== senderId && !here.has(id))
      await this.tellInboxes(away)
    } catch (error) {
      console.error('conversation room: inbox push failed', error)
    }
  }

  /** Each member's Inbox: this conversation changed, and how many of theirs have unread messages. */
  private async tellInboxes(userIds: string[]) {
    if (userIds.length === 0) return
    const counts = await unreadConversationCounts(this.db, userIds)
    await Promise.all(
      userIds.map((id) =>
        this.env.Inbox.get(this.env.Inbox.idFromName(id))
          .conversationActivity(this.name, counts.get(id) ?? 0)
          .catch(() => undefined),
      ),
    )
  }

  private async receipt(userId: string, kind: 'delivered' | 'read', upTo: number): Promise<Refused | null> {
    const last = this.store.lastSeq()
    const moved = this.store.advanceReceipt(userId, kind, Math.min(upTo, last))
    if (!moved) return null
    if (kind === 'read') {
      try {
        await recordRead(this.db, this.name, userId, moved.readUpTo ?? 0, this.store.unreadAfter(userId, moved.readUpTo ?? 0))
        await this.tellInboxes([userId])
      } catch (error) {
        console.error('conversation room: read not recorded in D1, retried by alarm', error)
        await this.syncLater()
      }
    }
    await this.broadcastReceipt(moved)
    return null
  }

  /** A receipt to the sockets of members who see receipts, when its member shares them. */
  private async broadcastReceipt(receipt: Receipt) {
    const participants = (await this.state())?.participants ?? []
    const sharing = new Set(participants.filter((p) => p.readReceipts).map((p) => p.userId))
    if (!sharing.has(receipt.userId)) return
    for (const s of this.sockets()) {
      if (s.state!.userId !== receipt.userId && sharing.has(s.state!.userId)) protocol.send(s, { type: 'receipt', receipt })
    }
  }

  /** The receipts `userId` may see: none when they turned receipts off, and only of others who share theirs. */
  private visibleReceipts(userId: string): Receipt[] {
    const participants = this.#state?.participants ?? []
    const sharing = new Set(participants.filter((p) => p.readReceipts).map((p) => p.userId))
    if (!sharing.has(userId)) return []
    return this.store.receipts().filter((r) => r.userId !== userId && sharing.has(r.userId))
  }

  /** The message `userId` may change: theirs, not unsent. */
  private own(userId: string, messageId: string): ChatMessage | Refused {
    const message = this.store.byId(messageId)
    if (!message) return refuse('notFound')
    if (message.senderId !== userId) return refuse('notYours')
    if (message.unsentAt != null) return refuse('invalid')
    return message
  }

  private async react(userId: string, messageId: string, emoji: string, on: boolean): Promise<Outcome> {
    const state = await this.state()
    if (!state?.participants.some((p) => p.userId === userId)) return refuse('invalid')
    const message = this.store.byId(messageId)
    if (!message) return refuse('notFound')
    if (message.unsentAt != null || message.type === 'system') return refuse('invalid')
    if (state.readOnly) return refuse('readOnly')
    if (on) {
      if (!EMOJI.test(emoji) || !PICTOGRAPH.test(emoji)) return refuse('invalid')
      const present = this.store.emojiOn(messageId)
      if (!present.includes(emoji) && present.length >= L.reactionsPerMessage) return refuse('invalid')
      this.store.addReaction(messageId, userId, emoji, Date.now())
    } else this.store.removeReaction(messageId, userId, emoji)
    this.store.touch(messageId)
    return this.changed(messageId)
  }

  private async edit(userId: string, messageId: string, text: string): Promise<Outcome> {
    const message = this.own(userId, messageId)
    if ('ok' in message) return message
    const content = text.trim()
    if (!content && !message.photo) return refuse('blank')
    if ([...content].length > L.messageMaxLength) return refuse('tooLong')
    if ((await this.state())?.readOnly) return refuse('readOnly')
    this.store.edit(messageId, content, Date.now())
    return this.changed(messageId)
  }

  private async unsend(userId: string, messageId: string): Promise<Outcome> {
    const message = this.own(userId, messageId)
    if ('ok' in message) return message
    const photo = this.store.photoOf(messageId)
    this.store.unsend(messageId, Date.now())
    if (photo) await this.env.MEDIA.delete(photo.key).catch(() => undefined)
    return this.changed(messageId)
  }

  /** A changed message to every socket, and the list's preview when it is the newest. */
  private async changed(messageId: string): Promise<Outcome> {
    const message = this.store.byId(messageId)!
    this.broadcastFrame({ type: 'updated', message })
    if (message.seq === this.store.lastSeq()) await this.recordPreview(message)
    return { ok: true, message, fresh: false }
  }

  private async recordPreview(message: ChatMessage) {
    try {
      await recordLastMessage(this.db, this.name, {
        seq: message.seq,
        senderId: message.senderId,
        type: message.type,
        createdAt: message.createdAt,
        preview: previewOf(message, L.previewLength),
      })
    } catch (error) {
      console.error('conversation room: preview not recorded in D1, retried by alarm', error)
      await this.syncLater()
    }
  }

  // ── D1 retries ─────────────────────────────────────────────────────────────────────────────

  private async syncLater() {
    const attempt = Number(this.store.meta(PENDING_SYNC) ?? 0)
    this.store.setMeta(PENDING_SYNC, String(attempt + 1))
    await this.ctx.storage.setAlarm(Date.now() + RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!)
  }

  async onAlarm() {
    await this.start()
    if (!this.store.meta(PENDING_SYNC)) return
    try {
      await this.resync()
      this.store.setMeta(PENDING_SYNC, null)
    } catch (error) {
      console.error('conversation room: D1 resync failed again', error)
      await this.syncLater()
    }
  }

  /** Every list column written again from what the room holds. */
  private async resync() {
    const lastSeq = this.store.lastSeq()
    const last = lastSeq ? this.store.bySeq(lastSeq) : null
    await resyncConversation(
      this.db,
      this.name,
      last && {
        seq: last.seq,
        senderId: last.senderId,
        type: last.type,
        createdAt: last.createdAt,
        preview: previewOf(last, L.previewLength),
      },
      (userId, d1ReadSeq) => {
        const readSeq = Math.max(d1ReadSeq, this.store.receiptOf(userId).readUpTo ?? 0)
        return { readSeq, unread: this.store.unreadAfter(userId, readSeq) }
      },
    )
  }

  // ── RPC (ConversationRoomApi) ──────────────────────────────────────────────────────────────

  async page(userId: string, before: number | null, limit: number = L.historyPage): Promise<RoomPage | null> {
    await this.start()
    const access = await conversationAccess(this.db, this.name, asMember(userId))
    if (!access) return null
    this.#state = { isDirect: access.isDirect, title: access.title, readOnly: access.readOnly, participants: access.participants }
    const page = this.store.history(before, Math.min(Math.max(1, Math.floor(limit)), L.historyPageMax))
    return { ...page, receipts: this.visibleReceipts(userId), lastSeq: this.store.lastSeq(), readOnly: access.readOnly }
  }

  async send(userId: string, input: RoomSendInput): Promise<RoomSendResult> {
    await this.start()
    try {
      const result = await this.storeMessage(userId, input)
      if (!result.ok) return result
      if (result.fresh) this.published(result.message, userId)
      return { ok: true, message: result.message }
    } catch (error) {
      console.error('conversation room: send failed', error)
      return refuse('failed')
    }
  }

  async markRead(userId: string, upTo: number): Promise<void> {
    await this.start()
    if (!(await this.state())?.participants.some((p) => p.userId === userId)) return
    await this.receipt(userId, 'read', upTo)
  }

  async refresh(): Promise<void> {
    await this.start()
    this.#state = await roomState(this.db, this.name)
    const users = [...new Set(this.sockets().map((s) => s.state!.userId))]
    const allowed = new Set<string>()
    for (const userId of users) if (await conversationAccess(this.db, this.name, asMember(userId))) allowed.add(userId)
    const state = this.#state
    for (const s of this.sockets()) {
      if (!allowed.has(s.state!.userId)) s.close(ROOM_CLOSE.forbidden.code, ROOM_CLOSE.forbidden.reason)
      else if (state) {
        protocol.send(s, { type: 'conversation', readOnly: state.readOnly, title: state.title, participantIds: state.participants.map((p) => p.userId) })
      }
    }
  }

  async announce(event: SystemEvent): Promise<ChatMessage> {
    await this.start()
    const seq = this.store.insert({
      id: crypto.randomUUID(),
      senderId: null,
      txnId: null,
      content: '',
      type: 'system',
      replyToId: null,
      photo: null,
      system: event,
      createdAt: Date.now(),
    })
    const message = this.store.bySeq(seq!)!
    await this.record(message)
    this.published(message, null)
    return message
  }

  async messagesForReport(userId: string, messageIds: string[] | null): Promise<ChatMessage[]> {
    await this.start()
    // a blocked member may still report: participation only, not the block rule
    const participants = await roomParticipants(this.db, this.name)
    if (!participants.some((p) => p.userId === userId)) return []
    if (messageIds) return this.store.byIds(messageIds.slice(0, L.historyPageMax))
    return this.store.history(null, REPORT_CONTEXT).messages
  }

  async scrubMember(userId: string): Promise<void> {
    await this.start()
    const { changed, photoKeys } = this.store.scrub(userId, Date.now())
    await Promise.all(photoKeys.map((key) => this.env.MEDIA.delete(key).catch(() => undefined)))
    const lastSeq = this.store.lastSeq()
    for (const id of changed) {
      const message = this.store.byId(id)
      if (!message) continue
      this.broadcastFrame({ type: 'updated', message })
      if (message.seq === lastSeq) await this.recordPreview(message)
    }
  }

  // ── sockets' helpers ───────────────────────────────────────────────────────────────────────

  /** The verified sockets still open (a refused one never got a state). */
  private sockets(without?: string): Connection<ConnectionState>[] {
    return [...this.getConnections<ConnectionState>()].filter(
      (s) => s.state?.userId && s.readyState === WebSocket.OPEN && s.id !== without,
    )
  }

  /** Who has a socket open, sorted. */
  private present(without?: string): string[] {
    return [...new Set(this.sockets(without).map((s) => s.state!.userId))].sort()
  }

  private broadcastFrame(frame: Parameters<typeof protocol.send>[1], without?: string) {
    for (const s of this.sockets(without)) protocol.send(s, frame)
  }
}
