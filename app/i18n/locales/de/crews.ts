import type { PartialResources } from '../../resources'

/** Crews texts (de): /groups, /groups/{id}, /my-groups, the creation dialog, invitations. */
const crews: PartialResources['crews'] = {
  title: 'Crews',
  myTitle: 'Meine Crews',
}

export default crews
