/** English texts of the `shell` namespace (complete). */
const shell = {}

export default shell
