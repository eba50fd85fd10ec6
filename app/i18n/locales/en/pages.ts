/** English texts of the `pages` namespace (complete). */
const pages = {}

export default pages
