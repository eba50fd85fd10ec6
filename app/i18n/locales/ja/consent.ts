import type { PartialResources } from '../../resources'

const consent: PartialResources['consent'] = {}

export default consent
