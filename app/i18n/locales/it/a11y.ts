import type { PartialResources } from '../../resources'

const a11y: PartialResources['a11y'] = {}

export default a11y
