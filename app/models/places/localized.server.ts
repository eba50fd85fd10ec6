import { sql, type SQLWrapper } from 'drizzle-orm'
import type { Language } from '~/i18n/config'

/**
 * A place's name in the reader's language (SQL): its `names` JSON's entry for the language when
 * there is a non-empty one, else the fallback (the English name).
 */
export const localizedName = (names: SQLWrapper, fallback: SQLWrapper, language: Language) =>
  sql<string>`coalesce(nullif(json_extract(${names}, ${`$.${language}`}), ''), ${fallback})`
