import type { PartialResources } from '../../resources'

const places: PartialResources['places'] = {}

export default places
