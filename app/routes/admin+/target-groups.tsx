import { lookupAction, lookupLoader, PRIVATE } from './__lookups/lookup-route.server'
import { lookupHandle, lookupMeta, LookupScreen } from './__lookups/lookup-screen'

/** /admin/target-groups: the list's screen (moderators and admins; app/routes/admin+/__lookups). */
export const handle = lookupHandle
export const loader = lookupLoader('targetGroups')
export const action = lookupAction('targetGroups')
export const headers = () => PRIVATE
export const meta = lookupMeta
export default LookupScreen
