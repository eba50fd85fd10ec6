/** English texts of the `admin` namespace (complete; every other language falls back to it). */
const admin = {}

export default admin
