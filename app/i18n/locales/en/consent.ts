/** English texts of the `consent` namespace (complete). */
const consent = {}

export default consent
