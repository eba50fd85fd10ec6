/** The passkey API's shapes, shared by the server (passkeys.server.ts) and the browser (app/components/passkeys). */

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
