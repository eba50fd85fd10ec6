import type { PartialResources } from '../../resources'

/** Crews texts (ja): /groups, /groups/{id}, /my-groups, the creation dialog, invitations. */
const crews: PartialResources['crews'] = {
  title: 'クルー',
  myTitle: 'マイクルー',
}

export default crews
