/**
 * A news source's import rules, as the moderators set them (news_sources.include_keywords,
 * exclude_keywords, default_category, language): pure functions the import applies to each
 * feed item, browser-safe so the back office can explain them and test a feed the same way.
 *
 * - An item is kept when it names at least one include keyword (when the source has any) and no
 *   exclude keyword. A keyword matches a whole word or phrase, ignoring case and accents, in the
 *   title, the summary and the item's own categories ('trans' matches 'Trans rights', not
 *   'transport').
 * - Its category: the first of the item's categories that is a news category, else the source's
 *   default category, else none.
 */
import { isNewsCategory, type NewsCategory } from './query'

export const MAX_KEYWORDS = 50
export const MAX_KEYWORD_LENGTH = 60

export type SourceRules = {
  includeKeywords: readonly string[] | null
  excludeKeywords: readonly string[] | null
  defaultCategory: string | null
}

export type RuleItem = { title: string; summary: string; categories: readonly string[] }

/** Lower case, accents off, every run of non-letters one space, padded: ' trans rights ' */
export function foldText(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `
}

/** A keyword list as stored: trimmed, folded duplicates and empties dropped, capped. */
export function normalizeKeywords(values: Iterable<string>): string[] {
  const out: string[] = []
  const seen = new Set<string>()
  for (const value of values) {
    const keyword = value.replace(/\s+/g, ' ').trim().slice(0, MAX_KEYWORD_LENGTH)
    const folded = foldText(keyword)
    if (!folded.trim() || seen.has(folded)) continue
    seen.add(folded)
    out.push(keyword)
    if (out.length >= MAX_KEYWORDS) break
  }
  return out
}

const names = (haystack: string, keyword: string) => {
  const needle = foldText(keyword)
  return needle.trim() !== '' && haystack.includes(needle)
}

/** Whether the rules keep the item. */
export function acceptsItem(rules: SourceRules, item: RuleItem): boolean {
  const haystack = foldText([item.title, item.summary, ...item.categories].join(' \n '))
  if (rules.excludeKeywords?.some((k) => names(haystack, k))) return false
  if (rules.includeKeywords?.length) return rules.includeKeywords.some((k) => names(haystack, k))
  return true
}

/** The item's category: its own when it is a news category, else the source's default. */
export function itemCategory(rules: SourceRules, categories: readonly string[]): NewsCategory | null {
  for (const c of categories) {
    const folded = foldText(c).trim()
    if (isNewsCategory(folded)) return folded
  }
  return isNewsCategory(rules.defaultCategory) ? rules.defaultCategory : null
}
