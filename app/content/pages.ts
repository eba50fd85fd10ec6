/**
 * The information and legal pages: address, hub, last revision, sections (in reading order)
 * and related pages. Texts live in the `pages` i18n namespace under the same keys:
 * `pages:<key>.title`, `.lead`, `.metaDescription`, `.sections.<id>.heading` / `.body`,
 * and the short label and description used in hubs, menus and the sitemap: `pages:nav.<key>`.
 */
import { APP_NAME } from '~/config'

export const PAGE_KEYS = [
  'aboutHub',
  'about',
  'vision',
  'values',
  'press',
  'blog',
  'sustainability',
  'contact',
  'legal',
  'terms',
  'privacy',
  'cookies',
  'dmca',
  'credits',
  'sitemap',
] as const
export type PageKey = (typeof PAGE_KEYS)[number]

export type HubKey = 'aboutHub' | 'legal'

export type PageDefinition = {
  path: string
  /** The hub the page belongs to (breadcrumb and hub cards). */
  hub?: HubKey
  /** ISO date of the last meaningful change of the text. */
  updated?: string
  sections?: readonly string[]
  related?: readonly PageKey[]
}

export const PAGES: Record<PageKey, PageDefinition> = {
  aboutHub: { path: '/about-hub' },
  about: {
    path: '/about',
    hub: 'aboutHub',
    updated: '2026-10-01',
    sections: ['why', 'what', 'who', 'how', 'involved'],
    related: ['vision', 'values', 'contact'],
  },
  vision: {
    path: '/vision',
    hub: 'aboutHub',
    updated: '2026-10-01',
    sections: ['future', 'safety', 'community', 'everyone', 'never'],
    related: ['values', 'about', 'sustainability'],
  },
  values: {
    path: '/values',
    hub: 'aboutHub',
    updated: '2026-10-01',
    sections: ['safety', 'privacy', 'inclusion', 'accessibility', 'honesty', 'community', 'kindness'],
    related: ['vision', 'terms', 'privacy'],
  },
  press: {
    path: '/press',
    hub: 'aboutHub',
    updated: '2026-11-02',
    sections: ['facts', 'boilerplate', 'brand', 'reporting', 'contact'],
    related: ['about', 'blog', 'contact'],
  },
  blog: {
    path: '/blog',
    hub: 'aboutHub',
    related: ['about', 'press', 'sustainability'],
  },
  sustainability: {
    path: '/sustainability',
    hub: 'aboutHub',
    updated: '2026-10-15',
    sections: ['light', 'edge', 'less', 'device', 'measure', 'limits'],
    related: ['privacy', 'values', 'about'],
  },
  contact: {
    path: '/contact',
    hub: 'aboutHub',
    related: ['press', 'privacy', 'dmca'],
  },
  legal: { path: '/legal' },
  terms: {
    path: '/terms',
    hub: 'legal',
    updated: '2026-11-01',
    sections: [
      'agreement',
      'eligibility',
      'account',
      'rules',
      'content',
      'listings',
      'marketplace',
      'safety',
      'moderation',
      'ending',
      'liability',
      'changes',
      'law',
      'contact',
    ],
    related: ['privacy', 'cookies', 'dmca'],
  },
  privacy: {
    path: '/privacy',
    hub: 'legal',
    updated: '2026-11-01',
    sections: [
      'summary',
      'controller',
      'collect',
      'sensitive',
      'why',
      'sharing',
      'transfers',
      'retention',
      'security',
      'rights',
      'children',
      'cookiePreferences',
      'changes',
      'contact',
    ],
    related: ['cookies', 'terms', 'contact'],
  },
  cookies: {
    path: '/cookies',
    hub: 'legal',
    updated: '2026-11-01',
    sections: ['what', 'categories', 'storage', 'manage', 'thirdParties'],
    related: ['privacy', 'terms', 'legal'],
  },
  dmca: {
    path: '/dmca',
    hub: 'legal',
    updated: '2026-10-01',
    sections: ['respect', 'notice', 'agent', 'next', 'counter', 'repeat', 'misuse', 'elsewhere'],
    related: ['terms', 'contact', 'credits'],
  },
  credits: {
    path: '/credits',
    hub: 'legal',
    updated: '2026-10-20',
    sections: ['data', 'attribution', 'odbl', 'safety', 'software'],
    related: ['legal', 'about', 'sustainability'],
  },
  sitemap: { path: '/sitemap' },
}

/** Pages shown as cards on each hub, in order. */
export const HUB_CHILDREN: Record<HubKey, readonly PageKey[]> = {
  aboutHub: ['about', 'vision', 'values', 'press', 'blog', 'sustainability', 'contact'],
  legal: ['terms', 'privacy', 'cookies', 'dmca', 'credits'],
}

/** Addresses used in the texts (interpolated as {{emailPress}} etc.). Example domain until launch. */
export const CONTACT_EMAILS = {
  emailHello: 'hello@example.org',
  emailSafety: 'safety@example.org',
  emailPress: 'press@example.org',
  emailPrivacy: 'privacy@example.org',
  emailCopyright: 'copyright@example.org',
  emailAccessibility: 'accessibility@example.org',
  emailPartners: 'partners@example.org',
} as const

/** Values every `pages` text may use: {{app}} and the contact addresses. */
export const TEXT_VALUES = { app: APP_NAME, ...CONTACT_EMAILS }

/** Blog posts, newest first. Texts: `pages:blog.posts.<key>`. */
export const BLOG_POSTS = [
  { key: 'safetyFlags', date: '2026-11-12' },
  { key: 'travel', date: '2026-10-20' },
  { key: 'passkeys', date: '2026-09-28' },
  { key: 'hello', date: '2026-09-03' },
] as const
