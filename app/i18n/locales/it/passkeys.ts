import type { PartialResources } from '../../resources'

const passkeys: PartialResources['passkeys'] = {}

export default passkeys
