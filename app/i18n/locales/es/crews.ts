import type { PartialResources } from '../../resources'

/** Crews texts (es): /groups, /groups/{id}, /my-groups, the creation dialog, invitations. */
const crews: PartialResources['crews'] = {
  title: 'Crews',
  myTitle: 'Mis crews',
}

export default crews
