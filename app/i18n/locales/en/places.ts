/** English texts of the `places` namespace (complete; every other language falls back to it). */
const places = {}

export default places
