import type { PartialResources } from '../../resources'

/** Crews texts (ru): /groups, /groups/{id}, /my-groups, the creation dialog, invitations. */
const crews: PartialResources['crews'] = {
  title: 'Компании',
  myTitle: 'Мои компании',
}

export default crews
