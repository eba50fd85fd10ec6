/** The passkey API's shapes, shared by the server (passkeys.server.ts) and the browser (app/components/passkeys). */
import { z } from 'zod'

export const PASSKEY_NAME_MAX = 60

/** A passkey's name (the rename form and PATCH /api/passkeys/:id). The message is a key of the errors namespace. */
export const PasskeyNameSchema = z
  .string({ message: 'errors:passkeys.invalidName' })
  .trim()
  .min(1, 'errors:passkeys.invalidName')
  .max(PASSKEY_NAME_MAX, 'errors:passkeys.invalidName')

export const RenamePasskeySchema = z.object({ name: PasskeyNameSchema })

/** One passkey as the settings list shows it (dates as ISO strings). */
export type PasskeySummary = {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
  deviceType: 'singleDevice' | 'multiDevice' | null
  backedUp: boolean
}

export type PasskeyList = { passkeys: PasskeySummary[]; isEnrolled: boolean }
