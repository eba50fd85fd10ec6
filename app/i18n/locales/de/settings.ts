import type { PartialResources } from '../../resources'

const settings: PartialResources['settings'] = {}

export default settings
