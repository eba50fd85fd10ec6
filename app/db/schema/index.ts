/**
 * Haven database schema (D1 / SQLite). One file per domain; this module re-exports every table,
 * relation, enum value list and row type. Column helpers live in ./helpers (not re-exported).
 */
export * from './accounts'
export * from './geo'
export * from './venues'
export * from './events'
export * from './marketplace'
export * from './content'
export * from './crews'
export * from './feed'
export * from './social'
export * from './messaging'
export * from './notifications'
export * from './system'
