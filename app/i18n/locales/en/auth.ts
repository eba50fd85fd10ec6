/** English texts of the `auth` namespace (complete; every other language falls back to it). */
const auth = {}

export default auth
