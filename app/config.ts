/** The product's name lives here only, so a deployment can rebrand (SPEC: read {product} as Haven). */
export const APP_NAME = 'Haven'
/** Prefix of browser storage keys that carry the product's name, e.g. haven-cookie-consent. */
export const STORAGE_PREFIX = APP_NAME.toLowerCase()
