/** English texts of the `passkeys` namespace (complete; every other language falls back to it). */
const passkeys = {}

export default passkeys
