/**
 * The search's text rules, pure: how words are folded and split (as the index's tokenizer,
 * unicode61 with remove_diacritics 2, does), how many typos a word may carry, its deletion keys
 * (symmetric delete) and the edit distance that checks a candidate.
 */

/** Chinese, Japanese and Korean characters: the trigram index finds text of these scripts. */
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\u3100-\u312f\u1100-\u11ff]/u
export const hasCjk = (text: string) => CJK.test(text)

/** Runs of CJK characters in `text`, in order. */
export function cjkRuns(text: string): string[] {
  return text.match(/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\u3100-\u312f\u1100-\u11ff]+/gu) ?? []
}

/**
 * A word as the index stores it: lower case, Latin letters without their diacritics (München →
 * munchen), other scripts as they are (unicode61 removes diacritics from Latin letters only).
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
}

/** The words of a text as the index's tokenizer splits them (letters and digits; CJK runs left out). */
export function words(text: string): string[] {
  return (fold(text).match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).filter((word) => !hasCjk(word))
}

/** Typos a query word may carry, by its length (Meilisearch's defaults): none under 5, one from 5, two from 9. */
export function typosAllowed(word: string): 0 | 1 | 2 {
  const length = [...word].length
  if (length >= 9) return 2
  if (length >= 5) return 1
  return 0
}

/** Words of the vocabulary given deletion keys: letters only, 5 to 32 characters. */
export function keyedWord(term: string): boolean {
  const length = [...term].length
  return length >= 5 && length <= 32 && /^\p{L}+$/u.test(term)
}

/** The word with each of its letters left out, `depth` times over (and the word itself). */
export function deletionKeys(word: string, depth: 1 | 2): string[] {
  const keys = new Set<string>([word])
  let level = [word]
  for (let round = 0; round < depth; round++) {
    const next: string[] = []
    for (const item of level) {
      const letters = [...item]
      for (let i = 0; i < letters.length; i++) {
        const key = letters.slice(0, i).join('') + letters.slice(i + 1).join('')
        if (!keys.has(key)) {
          keys.add(key)
          next.push(key)
        }
      }
    }
    level = next
  }
  return [...keys]
}

/** The keys a vocabulary word is stored under: one deletion deep, two for words that may take two typos. */
export function storedKeys(term: string): string[] {
  return deletionKeys(term, typosAllowed(term) === 2 ? 2 : 1)
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein without repeated edits of a substring):
 * insertions, deletions, substitutions and swaps of two neighbours cost one each. Gives up
 * (returns max + 1) once the distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a]
  const t = [...b]
  if (Math.abs(s.length - t.length) > max) return max + 1
  let before = Array.from({ length: t.length + 1 }, () => 0)
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j)
  for (let i = 1; i <= s.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      current[j] = value
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
    before = previous
    previous = current
  }
  return previous[t.length]!
}

/** A phrase for an FTS5 MATCH: the text in double quotes, its own quotes doubled. */
export const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`
