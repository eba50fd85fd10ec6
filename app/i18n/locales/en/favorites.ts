/** English texts of the `favorites` namespace: the favorite button and /favorites ('Faves'). */
const favorites = {}

export default favorites
