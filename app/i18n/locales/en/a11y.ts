/** English texts of the `a11y` namespace (complete). */
const a11y = {}

export default a11y
