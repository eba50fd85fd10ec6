import type { PartialResources } from '../../resources'

/** Crews texts (ar): /groups, /groups/{id}, /my-groups, the creation dialog, invitations. */
const crews: PartialResources['crews'] = {
  title: 'المجموعات',
  myTitle: 'مجموعاتي',
}

export default crews
