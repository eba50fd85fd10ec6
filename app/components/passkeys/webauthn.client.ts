/**
 * The browser half of WebAuthn, imported on demand by the passkey buttons. A `.client` module:
 * Remix leaves it out of the server build, so the Worker does not carry browser-only code.
 */
export { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser'
