export function ConsentReset() {
  return null
}
