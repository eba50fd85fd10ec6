/** Crews (/groups, /groups/{id}, /my-groups, the creation dialog, invitations, leaders' tools). */
const crews = {
  title: 'Crews',
  myTitle: 'My Crews',
}

export default crews
