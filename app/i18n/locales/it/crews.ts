import type { PartialResources } from '../../resources'

/** Crews texts (it): /groups, /groups/{id}, /my-groups, the creation dialog, invitations. */
const crews: PartialResources['crews'] = {
  title: 'Crew',
  myTitle: 'Le mie crew',
}

export default crews
