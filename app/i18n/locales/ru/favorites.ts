import type { PartialResources } from '../../resources'

/** Russian texts of the `favorites` namespace: the favorite button and /favorites ('Faves'). */
const favorites: PartialResources['favorites'] = {}

export default favorites
