import { MESSAGING_LIMITS as L } from '~/models/messaging/limits'
import type { ChatMessage, Receipt, SystemEvent } from '~/models/messaging/realtime'

/**
 * The conversation room's own SQLite (the Durable Object's storage): the source of truth for
 * its messages, reactions and receipts. Messages are numbered by `seq` in the order stored.
 *
 * `changed_at_seq`: when a message changes (edit, unsend, reaction), the room's newest seq at
 * that moment. A client that holds every message up to `after` saw, live or in what it loaded,
 * every change made before message `after` was stored; so catch-up sends again the messages
 * with seq <= after whose changed_at_seq >= after (a change made while the newest seq was still
 * `after` may have come after the client left: sent again, it replaces itself harmlessly).
 */
const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS messages (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    sender_id TEXT,
    txn_id TEXT,
    content TEXT NOT NULL DEFAULT '',
    type TEXT NOT NULL DEFAULT 'text',
    reply_to_id TEXT,
    photo TEXT,
    system TEXT,
    created_at INTEGER NOT NULL,
    edited_at INTEGER,
    unsent_at INTEGER,
    changed_at_seq INTEGER,
    UNIQUE (sender_id, txn_id)
  )`,
  `CREATE INDEX IF NOT EXISTS messages_changed ON messages (changed_at_seq) WHERE changed_at_seq IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS messages_sender ON messages (sender_id)`,
  `CREATE TABLE IF NOT EXISTS reactions (
    message_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    emoji TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (message_id, user_id, emoji)
  )`,
  `CREATE INDEX IF NOT EXISTS reactions_user ON reactions (user_id)`,
  `CREATE TABLE IF NOT EXISTS receipts (
    user_id TEXT PRIMARY KEY,
    delivered_up_to INTEGER NOT NULL DEFAULT 0,
    read_up_to INTEGER NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
]

/** A photo as stored: the R2 key and what the message shows. */
export type StoredPhoto = { key: string; alt: string; width: number | null; height: number | null }

export type NewMessage = {
  id: string
  senderId: string | null
  txnId: string | null
  content: string
  type: ChatMessage['type']
  replyToId: string | null
  photo: StoredPhoto | null
  system: SystemEvent | null
  createdAt: number
  editedAt?: number | null
  unsentAt?: number | null
}

type Row = {
  seq: number
  id: string
  sender_id: string | null
  txn_id: string | null
  content: string
  type: string
  reply_to_id: string | null
  photo: string | null
  system: string | null
  created_at: number
  edited_at: number | null
  unsent_at: number | null
  r_id: string | null
  r_sender_id: string | null
  r_content: string | null
  r_unsent_at: number | null
}

const SELECT = `SELECT m.*, r.id AS r_id, r.sender_id AS r_sender_id, r.content AS r_content, r.unsent_at AS r_unsent_at
  FROM messages m LEFT JOIN messages r ON r.id = m.reply_to_id`

/** The first characters of a text, for previews and quoted replies. */
export function excerpt(content: string) {
  return [...content].slice(0, L.previewLength).join('')
}

export class RoomStore {
  constructor(private readonly sql: SqlStorage) {}

  migrate() {
    for (const statement of SCHEMA) this.sql.exec(statement)
  }

  meta(key: string): string | null {
    const row = this.sql.exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', key).toArray()[0]
    return row?.value ?? null
  }

  setMeta(key: string, value: string | null) {
    if (value == null) this.sql.exec('DELETE FROM meta WHERE key = ?', key)
    else this.sql.exec('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', key, value)
  }

  lastSeq(): number {
    return this.sql.exec<{ s: number | null }>('SELECT max(seq) AS s FROM messages').one().s ?? 0
  }

  /** Stores a message (ignored when its id is already stored: the seed import runs again safely); its seq. */
  insert(m: NewMessage): number | null {
    const cursor = this.sql.exec(
      `INSERT OR IGNORE INTO messages (id, sender_id, txn_id, content, type, reply_to_id, photo, system, created_at, edited_at, unsent_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      m.id,
      m.senderId,
      m.txnId,
      m.content,
      m.type,
      m.replyToId,
      m.photo ? JSON.stringify(m.photo) : null,
      m.system ? JSON.stringify(m.system) : null,
      m.createdAt,
      m.editedAt ?? null,
      m.unsentAt ?? null,
    )
    if (cursor.rowsWritten === 0) return null
    return this.lastSeq()
  }

  addReaction(messageId: string, userId: string, emoji: string, at: number) {
    this.sql.exec('INSERT OR IGNORE INTO reactions (message_id, user_id, emoji, created_at) VALUES (?, ?, ?, ?)', messageId, userId, emoji, at)
  }

  removeReaction(messageId: string, userId: string, emoji: string) {
    this.sql.exec('DELETE FROM reactions WHERE message_id = ? AND user_id = ? AND emoji = ?', messageId, userId, emoji)
  }

  /** The distinct emoji on a message. */
  emojiOn(messageId: string): string[] {
    return this.sql.exec<{ emoji: string }>('SELECT DISTINCT emoji FROM reactions WHERE message_id = ?', messageId).toArray().map((r) => r.emoji)
  }

  byId(id: string): ChatMessage | null {
    return this.assemble(this.sql.exec<Row>(`${SELECT} WHERE m.id = ?`, id).toArray())[0] ?? null
  }

  bySeq(seq: number): ChatMessage | null {
    return this.assemble(this.sql.exec<Row>(`${SELECT} WHERE m.seq = ?`, seq).toArray())[0] ?? null
  }

  byTxn(senderId: string, txnId: string): ChatMessage | null {
    return this.assemble(this.sql.exec<Row>(`${SELECT} WHERE m.sender_id = ? AND m.txn_id = ?`, senderId, txnId).toArray())[0] ?? null
  }

  byIds(ids: string[]): ChatMessage[] {
    if (ids.length === 0) return []
    return this.assemble(this.sql.exec<Row>(`${SELECT} WHERE m.id IN (SELECT value FROM json_each(?)) ORDER BY m.seq`, JSON.stringify(ids)).toArray())
  }

  /** The photo's R2 key of a message, if it has one. */
  photoOf(id: string): StoredPhoto | null {
    const row = this.sql.exec<{ photo: string | null }>('SELECT photo FROM messages WHERE id = ?', id).toArray()[0]
    return row?.photo ? (JSON.parse(row.photo) as StoredPhoto) : null
  }

  /** A page going back from `before` (the newest when null), oldest first; `more` when older ones remain. */
  history(before: number | null, limit: number): { messages: ChatMessage[]; more: boolean } {
    const rows = this.sql
      .exec<Row>(`${SELECT} WHERE m.seq < ? ORDER BY m.seq DESC LIMIT ?`, before ?? Number.MAX_SAFE_INTEGER, limit + 1)
      .toArray()
    const more = rows.length > limit
    return { messages: this.assemble(rows.slice(0, limit).reverse()), more }
  }

  /** Messages after `after` (a page, oldest first), and the older ones changed since (see the header). */
  catchUp(after: number, limit: number): { messages: ChatMessage[]; changed: ChatMessage[]; more: boolean } {
    const rows = this.sql.exec<Row>(`${SELECT} WHERE m.seq > ? ORDER BY m.seq LIMIT ?`, after, limit + 1).toArray()
    const more = rows.length > limit
    const changed = this.sql
      .exec<Row>(`${SELECT} WHERE m.seq <= ? AND m.changed_at_seq >= ? ORDER BY m.changed_at_seq DESC, m.seq DESC LIMIT ?`, after, after, L.historyPageMax)
      .toArray()
    return { messages: this.assemble(rows.slice(0, limit)), changed: this.assemble(changed.reverse()), more }
  }

  /** Marks a message changed now (catch-up sends it again to clients that hold it). */
  touch(id: string) {
    this.sql.exec('UPDATE messages SET changed_at_seq = (SELECT max(seq) FROM messages) WHERE id = ?', id)
  }

  edit(id: string, content: string, at: number) {
    this.sql.exec('UPDATE messages SET content = ?, edited_at = ? WHERE id = ?', content, at, id)
    this.touch(id)
  }

  unsend(id: string, at: number) {
    this.sql.exec('UPDATE messages SET content = ?, photo = NULL, unsent_at = coalesce(unsent_at, ?) WHERE id = ?', '', at, id)
    this.sql.exec('DELETE FROM reactions WHERE message_id = ?', id)
    this.touch(id)
  }

  /** Account deletion: the member's messages unsent, their reactions and receipt gone; the ids of the messages that changed. */
  scrub(userId: string, at: number): { changed: string[]; photoKeys: string[] } {
    const own = this.sql
      .exec<{ id: string; photo: string | null }>('SELECT id, photo FROM messages WHERE sender_id = ? AND (unsent_at IS NULL OR content <> ? OR photo IS NOT NULL)', userId, '')
      .toArray()
    const reacted = this.sql.exec<{ id: string }>('SELECT DISTINCT message_id AS id FROM reactions WHERE user_id = ?', userId).toArray()
    this.sql.exec('UPDATE messages SET content = ?, photo = NULL, unsent_at = coalesce(unsent_at, ?) WHERE sender_id = ?', '', at, userId)
    this.sql.exec('DELETE FROM reactions WHERE user_id = ?', userId)
    this.sql.exec('DELETE FROM receipts WHERE user_id = ?', userId)
    const changed = [...new Set([...own.map((r) => r.id), ...reacted.map((r) => r.id)])]
    for (const id of changed) this.touch(id)
    const photoKeys = own.flatMap((r) => (r.photo ? [(JSON.parse(r.photo) as StoredPhoto).key] : []))
    return { changed, photoKeys }
  }

  /** Messages of others than `userId` after seq `upTo` (system messages do not count): their unread count. */
  unreadAfter(userId: string, upTo: number): number {
    return this.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM messages WHERE seq > ? AND type <> 'system' AND sender_id IS NOT ?", upTo, userId)
      .one().n
  }

  receipts(): Receipt[] {
    return this.sql
      .exec<{ user_id: string; delivered_up_to: number; read_up_to: number }>('SELECT user_id, delivered_up_to, read_up_to FROM receipts')
      .toArray()
      .map((r) => ({ userId: r.user_id, deliveredUpTo: r.delivered_up_to, readUpTo: r.read_up_to }))
  }

  receiptOf(userId: string): Receipt {
    const row = this.sql
      .exec<{ delivered_up_to: number; read_up_to: number }>('SELECT delivered_up_to, read_up_to FROM receipts WHERE user_id = ?', userId)
      .toArray()[0]
    return { userId, deliveredUpTo: row?.delivered_up_to ?? 0, readUpTo: row?.read_up_to ?? 0 }
  }

  /**
   * Moves a member's receipt forward (never back; reading implies having). Answers the new
   * receipt, or null when nothing moved.
   */
  advanceReceipt(userId: string, kind: 'delivered' | 'read', upTo: number): Receipt | null {
    const before = this.receiptOf(userId)
    const delivered = Math.max(before.deliveredUpTo ?? 0, upTo)
    const read = kind === 'read' ? Math.max(before.readUpTo ?? 0, upTo) : (before.readUpTo ?? 0)
    if (delivered === before.deliveredUpTo && read === before.readUpTo) return null
    this.sql.exec(
      `INSERT INTO receipts (user_id, delivered_up_to, read_up_to) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET delivered_up_to = excluded.delivered_up_to, read_up_to = excluded.read_up_to`,
      userId,
      delivered,
      read,
    )
    return { userId, deliveredUpTo: delivered, readUpTo: read }
  }

  private assemble(rows: Row[]): ChatMessage[] {
    if (rows.length === 0) return []
    const reactions = new Map<string, Map<string, string[]>>()
    const found = this.sql
      .exec<{ message_id: string; emoji: string; user_id: string }>(
        'SELECT message_id, emoji, user_id FROM reactions WHERE message_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, rowid',
        JSON.stringify(rows.map((r) => r.id)),
      )
      .toArray()
    for (const r of found) {
      const byEmoji = reactions.get(r.message_id) ?? new Map<string, string[]>()
      byEmoji.set(r.emoji, [...(byEmoji.get(r.emoji) ?? []), r.user_id])
      reactions.set(r.message_id, byEmoji)
    }
    return rows.map((r) => {
      const photo = r.photo ? (JSON.parse(r.photo) as StoredPhoto) : null
      return {
        id: r.id,
        seq: r.seq,
        senderId: r.sender_id,
        txnId: r.txn_id,
        content: r.content,
        type: r.type as ChatMessage['type'],
        replyTo: r.r_id
          ? { id: r.r_id, senderId: r.r_sender_id, excerpt: r.r_unsent_at ? '' : excerpt(r.r_content ?? ''), unsent: r.r_unsent_at != null }
          : null,
        photo: photo ? { url: `/media/${photo.key}`, alt: photo.alt, width: photo.width, height: photo.height } : null,
        reactions: [...(reactions.get(r.id) ?? new Map<string, string[]>())].map(([emoji, userIds]) => ({ emoji, userIds })),
        system: r.system ? (JSON.parse(r.system) as SystemEvent) : null,
        createdAt: r.created_at,
        editedAt: r.edited_at,
        unsentAt: r.unsent_at,
      }
    })
  }
}
