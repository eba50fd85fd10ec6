import type { PartialResources } from '../../resources'

const auth: PartialResources['auth'] = {}

export default auth
