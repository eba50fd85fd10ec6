/**
 * A cache in front of a shared i18next instance's `t` (app/i18n/i18next.server.ts).
 *
 * A /venues page asks for ~400 texts, most of them the same (each card's labels, every filter's
 * choices) and each `t()` costs ~10 µs in workerd: key parsing, namespace and fallback lookup,
 * interpolation. The server's instances never change once initialised, so a text is a pure
 * function of its key and options and is kept per instance: a cache for an isolate's life,
 * emptied when full. Only calls whose options are plain values (strings, numbers, booleans, lists
 * of strings) are cached, so the cache key says everything the answer depends on; anything else
 * (objects, functions, `returnObjects`) goes to i18next every time.
 */
type T = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown

const MAX_TEXTS = 10_000

/** The cache key of a call, or null when it cannot be cached. */
export function textCacheKey(key: unknown, options: unknown, rest: number): string | null {
  if (typeof key !== 'string' || rest > 0) return null
  if (options == null) return key
  if (typeof options !== 'object') return null
  let cacheKey = key
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name]
    if (value === undefined) continue
    if (name === 'returnObjects' || name === 'postProcess') return null
    const type = typeof value
    // the type's initial: a count of 1 and a count of '1' are different calls
    if (type === 'string' || type === 'number' || type === 'boolean') cacheKey += `\u0000${name}\u0001${type[0]}${String(value)}`
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) cacheKey += `\u0000${name}\u0001a${value.join('\u0002')}`
    else return null
  }
  return cacheKey
}

/** `t` with the cache (typed as i18next's own `t`, whose overloads it keeps). */
export function memoizedT<F>(original: F): F {
  const t = original as unknown as T
  const texts = new Map<string, string>()
  const cached = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const cacheKey = textCacheKey(key, options, rest.length)
    if (cacheKey == null) return t(key, options, ...rest)
    const known = texts.get(cacheKey)
    if (known !== undefined) return known
    const text = t(key, options, ...rest)
    if (typeof text === 'string') {
      if (texts.size >= MAX_TEXTS) texts.clear()
      texts.set(cacheKey, text)
    }
    return text
  }
  return cached as unknown as F
}
