/**
 * The back office's lookup lists and their screens, without zod (the dashboard links to them).
 * The forms are in ./lookup-schema.ts, the tables and queries in ./lookups.server.ts.
 */

/** What uses a list's entries: the screens' 'used by', 'in use' and merge texts are in its words. */
export type LookupUsers = 'events' | 'venues'

/**
 * Each list: its screen, the i18n key under which members see an entry's name (`<key>.<slug>`,
 * falling back to the name stored in the database), the word a slug falls back to, and what
 * uses its entries (the screen's 'used by' texts speak of it). A new list adds a row here, its
 * tables in lookups.server.ts and a three-line route in app/routes/admin+/.
 */
export const ADMIN_LOOKUP_KINDS = {
  eventTypes: { path: '/admin/event-types', labelKey: 'events:types', slugFallback: 'type', usedBy: 'events' },
  eventAmenities: { path: '/admin/event-amenities', labelKey: 'events:amenities', slugFallback: 'amenity', usedBy: 'events' },
  eventServices: { path: '/admin/event-services', labelKey: 'events:services', slugFallback: 'service', usedBy: 'events' },
  venueCategories: { path: '/admin/venue-categories', labelKey: 'venues:categories', slugFallback: 'category', usedBy: 'venues' },
  venueAmenities: { path: '/admin/venue-amenities', labelKey: 'venues:amenities', slugFallback: 'amenity', usedBy: 'venues' },
  venueServices: { path: '/admin/venue-services', labelKey: 'venues:services', slugFallback: 'service', usedBy: 'venues' },
  accessibilityAttributes: {
    path: '/admin/accessibility-attributes',
    labelKey: 'venues:accessibility',
    slugFallback: 'attribute',
    usedBy: 'venues',
  },
  targetGroups: { path: '/admin/target-groups', labelKey: 'venues:targetGroups', slugFallback: 'group', usedBy: 'venues' },
} as const satisfies Record<string, { path: string; labelKey: string; slugFallback: string; usedBy: LookupUsers }>

export type AdminLookupKind = keyof typeof ADMIN_LOOKUP_KINDS
export const ADMIN_LOOKUP_KIND_LIST = Object.keys(ADMIN_LOOKUP_KINDS) as AdminLookupKind[]
