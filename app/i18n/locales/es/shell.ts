import type { PartialResources } from '../../resources'

const shell: PartialResources['shell'] = {}

export default shell
