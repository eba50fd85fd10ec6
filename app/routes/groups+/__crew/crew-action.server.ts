import type { AppLoadContext } from '@remix-run/cloudflare'
import { intentAction } from '~/auth/intent-action.server'
import { crewActionSpec, crewInviteActionSpec } from '~/models/crews/crew-action.server'

export type { CrewActionAnswer } from '~/models/crews/crew-action.server'

/** The crew page's and its leaders' page's action: the crew forms' intents (crewActionSpec), run by intentAction. */
export const crewAction = (request: Request, context: AppLoadContext, groupParam: string | undefined) =>
  intentAction(request, context, crewActionSpec(request, context, groupParam))

/** /groups/{groupId}/invite's action: the invitation only (crewInviteActionSpec). */
export const crewInviteAction = (request: Request, context: AppLoadContext, groupParam: string | undefined) =>
  intentAction(request, context, crewInviteActionSpec(request, context, groupParam))
