/** Every auth form posts to the /auth index route's action (`?index` picks the index route). */
export const AUTH_ACTION = '/auth?index'
