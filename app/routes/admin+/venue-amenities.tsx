import { lookupAction, lookupLoader, PRIVATE } from './__lookups/lookup-route.server'
import { lookupHandle, lookupMeta, LookupScreen } from './__lookups/lookup-screen'

/** /admin/venue-amenities: the list's screen (moderators and admins; app/routes/admin+/__lookups). */
export const handle = lookupHandle
export const loader = lookupLoader('venueAmenities')
export const action = lookupAction('venueAmenities')
export const headers = () => PRIVATE
export const meta = lookupMeta
export default LookupScreen
