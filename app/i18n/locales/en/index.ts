import shell from './shell'
import consent from './consent'
import a11y from './a11y'
import type pages from './pages'
import type places from './places'
import type auth from './auth'
import type settings from './settings'
import type admin from './admin'
import type passkeys from './passkeys'

/** English: the complete interface text and the fallback for every other language. */
const en = {
  common: {
    appTagline: 'Your guide to safe spaces, events and community',
    loading: 'Loading…',
    skipToContent: 'Skip to content',
    notFoundTitle: 'Page not found',
    notFoundBody: 'We could not find this page. It may have moved, or the link may be mistyped.',
    backHome: 'Back to the home page',
    errorTitle: 'Something went sideways',
    errorRetry: 'Give it another shot',
  },
  home: {
    metaDescription:
      'Haven is a community and discovery guide for LGBTQ+ people: safe venues, events, crews, resources and travel in 11 languages.',
    heroTitle: 'Find your people, wherever you are',
    heroBody:
      'Safe venues, events, crews and resources for LGBTQ+ people in {{cities}} cities across {{countries}} countries.',
    explore: 'Explore the Scene',
    stats: 'Haven in numbers',
    statVenues: 'safe spaces',
    statEvents: 'upcoming events',
    statGroups: 'crews',
    statCities: 'cities',
    sections: {
      venues: 'Spaces',
      venuesBody: 'Bars, cafés, clinics and community centres, with safety flags you can trust.',
      events: 'Events',
      eventsBody: 'Prides, parties, talks and meetups near you.',
      places: 'Places',
      placesBody: 'Every country and city, with the legal situation for LGBTQ+ people.',
      groups: 'Crews',
      groupsBody: 'Groups for every interest, public or private.',
      resources: 'Resources',
      resourcesBody: 'Hotlines, health, legal help and affirming professionals.',
      marketplace: 'Market',
      marketplaceBody: 'Goods made by and for the community.',
    },
  },
  errors: {
    invalidInput: 'Some fields need another look.',
    unreadableBody: 'The request could not be read.',
    invalidEmail: 'Enter a valid email address.',
    invalidLink: 'This link is invalid or has expired.',
    notFound: 'Not found.',
    authRequired: 'Please sign in to continue.',
    forbidden: 'You are not allowed to do this.',
    unexpected: 'Something went wrong. Please try again later.',
    payloadTooLarge: 'This request is too large.',
    guard: {
      authRequiredTitle: 'Authentication Required',
      authRequiredBody: 'Please sign in to access this area.',
      accessDeniedTitle: 'Access Denied',
      accessDeniedBody: 'You need {{role}} privileges to access this area.',
    },
    noUser: 'No user found',
    generic: 'An error occurred',
  },
  shell, consent, a11y,
}

export default en
/** Every namespace: the core ones above plus those loaded per route (see ../../resources.ts). */
export type Resources = typeof en & {
  pages: typeof pages
  places: typeof places
  auth: typeof auth
  settings: typeof settings
  admin: typeof admin
  passkeys: typeof passkeys
}
