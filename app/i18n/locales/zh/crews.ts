import type { PartialResources } from '../../resources'

/** Crews texts (zh): /groups, /groups/{id}, /my-groups, the creation dialog, invitations. */
const crews: PartialResources['crews'] = {
  title: '圈子',
  myTitle: '我的圈子',
}

export default crews
