import type { PartialResources } from '../../resources'

const admin: PartialResources['admin'] = {}

export default admin
