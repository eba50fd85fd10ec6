export function CookieConsent() {
  return null
}
