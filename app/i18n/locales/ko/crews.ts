import type { PartialResources } from '../../resources'

/** Crews texts (ko): /groups, /groups/{id}, /my-groups, the creation dialog, invitations. */
const crews: PartialResources['crews'] = {
  title: '크루',
  myTitle: '내 크루',
}

export default crews
