import type { PartialResources } from '../../resources'

const pages: PartialResources['pages'] = {}

export default pages
