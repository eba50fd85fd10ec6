/**
 * The back office's lookup lists and their screens, without zod (the dashboard links to them).
 * The forms are in ./lookup-schema.ts, the tables and queries in ./lookups.server.ts.
 */

/**
 * Each list: its screen and the i18n key under which members see an entry's name (`<key>.<slug>`,
 * falling back to the name stored in the database). A new list (venue categories…) adds a row
 * here, its tables in lookups.server.ts and a three-line route in app/routes/admin+/.
 */
export const ADMIN_LOOKUP_KINDS = {
  eventTypes: { path: '/admin/event-types', labelKey: 'events:types', slugFallback: 'type' },
  eventAmenities: { path: '/admin/event-amenities', labelKey: 'events:amenities', slugFallback: 'amenity' },
  eventServices: { path: '/admin/event-services', labelKey: 'events:services', slugFallback: 'service' },
} as const satisfies Record<string, { path: string; labelKey: string; slugFallback: string }>

export type AdminLookupKind = keyof typeof ADMIN_LOOKUP_KINDS
export const ADMIN_LOOKUP_KIND_LIST = Object.keys(ADMIN_LOOKUP_KINDS) as AdminLookupKind[]
