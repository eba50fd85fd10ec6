import type { PartialResources } from '../../resources'

/** French texts of the `venue` namespace: the venue detail page: gallery, hours, contact, reviews, check-in, photos, share and report. */
const venue: PartialResources['venue'] = {}

export default venue
