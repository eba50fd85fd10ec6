/** The value of one plain (unsigned) cookie of a request, or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('Cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(rest.join('=')) || null
    } catch {
      return null
    }
  }
  return null
}
