import type { PartialResources } from '../../resources'

/** Crews texts (pt): /groups, /groups/{id}, /my-groups, the creation dialog, invitations. */
const crews: PartialResources['crews'] = {
  title: 'Crews',
  myTitle: 'Minhas crews',
}

export default crews
