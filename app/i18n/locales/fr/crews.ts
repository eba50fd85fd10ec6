import type { PartialResources } from '../../resources'

/** Crews texts (fr): /groups, /groups/{id}, /my-groups, the creation dialog, invitations. */
const crews: PartialResources['crews'] = {
  title: 'Crews',
  myTitle: 'Mes crews',
}

export default crews
