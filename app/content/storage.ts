/**
 * Every cookie and browser storage key the app uses, by consent category (the four switches of
 * the cookie dialog). Shown on /cookies; texts: `pages:cookies.items.<key>`. Keep in step with
 * the code that writes them (session.server, toast.server, workers/d1-session, consent, preferences, language, search).
 */
import { STORAGE_PREFIX } from '~/config'

export type StorageCategory = 'necessary' | 'functional' | 'analytics' | 'marketing'
export type StorageType = 'cookie' | 'localStorage' | 'cookieAndStorage' | 'none'

export type StorageItem = { key: string; names: string[]; type: StorageType; category: StorageCategory }

export const STORAGE_CATEGORIES: readonly StorageCategory[] = ['necessary', 'functional', 'analytics', 'marketing']

export const STORAGE_ITEMS: readonly StorageItem[] = [
  { key: 'session', names: [`${STORAGE_PREFIX}_session`], type: 'cookie', category: 'necessary' },
  { key: 'toast', names: [`${STORAGE_PREFIX}_toast`], type: 'cookie', category: 'necessary' },
  { key: 'dbBookmark', names: [`${STORAGE_PREFIX}_db_bookmark`], type: 'cookie', category: 'necessary' },
  { key: 'consent', names: [`${STORAGE_PREFIX}-cookie-consent`], type: 'localStorage', category: 'necessary' },
  { key: 'language', names: ['lng'], type: 'cookieAndStorage', category: 'necessary' },
  { key: 'theme', names: ['ui-theme', `${STORAGE_PREFIX}-theme`], type: 'cookieAndStorage', category: 'necessary' },
  { key: 'accessibility', names: ['accessibility-settings'], type: 'localStorage', category: 'necessary' },
  { key: 'recentSearches', names: ['recent-searches'], type: 'localStorage', category: 'functional' },
  { key: 'analytics', names: [], type: 'none', category: 'analytics' },
]
