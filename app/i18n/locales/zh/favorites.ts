import type { PartialResources } from '../../resources'

/** Chinese texts of the `favorites` namespace: the favorite button and /favorites ('Faves'). */
const favorites: PartialResources['favorites'] = {}

export default favorites
