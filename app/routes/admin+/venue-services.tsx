import { lookupAction, lookupLoader, PRIVATE } from './__lookups/lookup-route.server'
import { lookupHandle, lookupMeta, LookupScreen } from './__lookups/lookup-screen'

/** /admin/venue-services: the list's screen (moderators and admins; app/routes/admin+/__lookups). */
export const handle = lookupHandle
export const loader = lookupLoader('venueServices')
export const action = lookupAction('venueServices')
export const headers = () => PRIVATE
export const meta = lookupMeta
export default LookupScreen
