/** English texts of the `settings` namespace (complete; every other language falls back to it). */
const settings = {}

export default settings
