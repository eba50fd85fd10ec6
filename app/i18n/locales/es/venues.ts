import type { PartialResources } from '../../resources'

/** Spanish texts of the `venues` namespace: the venue list, its map and filters, the shared venue vocabulary (flags, categories, amenities, services, accessibility, target groups, opening hours) and the suggest-a-venue form. */
const venues: PartialResources['venues'] = {}

export default venues
