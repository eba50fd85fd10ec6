import shell from './shell'
import consent from './consent'
import a11y from './a11y'
import report from './report'
import type pages from './pages'
import type places from './places'
import type auth from './auth'
import type settings from './settings'
import type admin from './admin'
import type passkeys from './passkeys'
import type venues from './venues'
import type venue from './venue'
import type favorites from './favorites'
import type content from './content'
import type news from './news'
import type events from './events'
import type personalities from './personalities'
import type resources from './resources'
import type members from './members'
import type feed from './feed'
import type crews from './crews'
import type messages from './messages'
import type search from './search'
import type moderation from './moderation'

/** English: the complete interface text and the fallback for every other language. */
const en = {
  common: {
    breadcrumb: 'Breadcrumb',
    appTagline: 'Your guide to safe spaces, events and community',
    loading: 'Loading…',
    skipToContent: 'Skip to content',
    notFoundTitle: 'Page not found',
    notFoundBody: 'We could not find this page. It may have moved, or the link may be mistyped.',
    backHome: 'Back to the home page',
    errorTitle: 'Something went sideways',
    errorRetry: 'Give it another shot',
    busyTitle: '{{app}} is busy right now',
    busyBody: 'Too many people are looking at the same time. Try again in a few seconds.',
  },
  home: {
    metaDescription:
      'Haven is a community and discovery guide for LGBTQ+ people: safe venues, events, crews, resources and travel in 11 languages.',
    heroTitle: 'Find your people, wherever you are',
    heroBody: 'Safe venues, events, crews and resources for LGBTQ+ people in {{cities}} cities across {{countries}} countries.',
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
    emailRequired: 'Enter your email address.',
    invalidPhone: 'Enter a phone number with its country code, e.g. +49 151 23456789.',
    phoneRequired: 'Enter your phone number.',
    passwordRequired: 'Enter a password.',
    passwordTooLong: 'This password is too long.',
    invalidLink: 'This link is invalid or has expired.',
    notFound: 'Not found.',
    authRequired: 'Please sign in to continue.',
    forbidden: 'You are not allowed to do this.',
    unexpected: 'Something went wrong. Please try again later.',
    payloadTooLarge: 'This request is too large.',
    badRequest: 'This address could not be read.',
    tooManyRequests: 'Too many requests. Please wait a little and try again.',
    busy: 'Things are busy right now. Try again in a few seconds.',
    messaging: {
      titleRequired: 'Give the group a name.',
      titleTooLong: 'A group name has at most {{max}} characters.',
      membersRequired: 'Choose at least {{min}} friends.',
      membersInvalid: 'Choose members from your friends.',
      tooManyMembers: 'A group holds at most {{max}} members.',
      messagesInvalid: 'Choose the messages to report.',
      invalid: 'This form could not be read. Reload the page and try again.',
      self: 'You cannot start a conversation with yourself.',
      blocked: 'You blocked this member. Unblock them to send a message.',
      friendsOnly: 'This member only accepts messages from friends.',
      startRateLimited: 'You started many conversations in the last hour. Try again later.',
      notFriends: 'You can only add your friends who have not blocked you.',
      notGroup: 'This is not a group conversation.',
      readOnly: 'This conversation is read-only.',
      photoRequired: 'Choose a photo.',
      photoTooLarge: 'A photo can be at most {{max}} MB.',
      photoType: 'Choose a JPEG, PNG, WebP or GIF image.',
    },
    guard: {
      authRequiredTitle: 'Authentication Required',
      authRequiredBody: 'Please sign in to access this area.',
      accessDeniedTitle: 'Access Denied',
      accessDeniedBody: 'You need {{role}} privileges to access this area.',
    },
    noUser: 'No user found',
    generic: 'An error occurred',
    tokenApi: {
      missingCredentials: 'You must provide either an email or phone number and a password',
      missingSignInCredentials: 'Enter your email or phone number and your password.',
      invalidLanguage: 'Choose one of the supported languages.',
      weakPassword: 'Password is too weak. Choose a stronger one.',
      userAlreadyExists: 'User already registered',
      invalidCredentials: 'Invalid login credentials',
      emailNotConfirmed: 'Email not confirmed',
      userBanned: 'This account is suspended.',
      tooManyAttempts: 'Too many sign-in attempts. Try again in {{seconds}} seconds.',
      tooManyRequests: 'Too many requests. Try again in {{seconds}} seconds.',
      signInLinkSent:
        'Too many sign-in attempts on this address from many places. For your safety, password sign-in is paused: if the address has an account, we sent it a one-time sign-in link.',
      signInCodeSent:
        'Too many sign-in attempts on this number from many places. For your safety, password sign-in is paused: if the number has an account, we sent it a sign-in code by SMS.',
      unsupportedGrantType: 'Unsupported grant type. Use password or refresh_token.',
      missingRefreshToken: 'A refresh token is required.',
      invalidRefreshToken: 'Invalid Refresh Token: Refresh Token Not Found',
      refreshTokenReused: 'Invalid Refresh Token: Already Used',
      refreshTokenExpired: 'Invalid Refresh Token: Session Expired',
      unsupportedVerifyType: 'Unsupported verification type. Use signup, sms, email or recovery.',
      missingVerifyToken: 'A verification token is required.',
      otpExpired: 'Email link is invalid or has expired',
      noAuthorization: 'This endpoint requires a Bearer token',
      badJwt: 'Invalid or expired access token',
      sessionNotFound: 'Session from session_id claim in JWT does not exist',
      phoneChangeUnsupported: 'Changing the phone number is not available through the API.',
      samePassword: 'New password should be different from the old password.',
      invalidScope: 'Unsupported logout scope. Use global, local or others.',
      requestTooLarge: 'This request is too large.',
      notFound: 'Not found.',
      unexpected: 'Something went wrong. Please try again later.',
    },
    passkeys: {
      signInRequired: 'User must be signed in to enroll passkey',
      notSupported: 'WebAuthn is not supported on this device',
      previewSetup: 'Passkey setup is not available in preview mode. Please use the deployed app for passkey functionality.',
      previewSignIn: 'Passkey sign-in is not available in preview mode. Please use the deployed app to sign in with a passkey.',
      enrollInitFailed: 'Failed to initiate passkey enrollment',
      enrollVerifyFailed: 'Failed to verify passkey enrollment',
      createFailed: 'Failed to create passkey',
      sessionRequired: 'User session required for passkey authentication',
      authInitFailed: 'Failed to initiate passkey authentication',
      authFailed: 'Failed to authenticate with passkey',
      challengeExpired: 'This passkey request has expired or was already used. Please try again.',
      alreadyRegistered: 'This passkey is already registered.',
      notFound: 'Passkey not found.',
      invalidName: 'Give the passkey a name of 1 to 60 characters.',
      tooManyAttempts: 'Too many passkey attempts. Please wait a few minutes and try again.',
      accountSuspended: 'This account is suspended.',
    },
  },
  shell,
  consent,
  a11y,
  report,
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
  venues: typeof venues
  venue: typeof venue
  favorites: typeof favorites
  events: typeof events
  personalities: typeof personalities
  content: typeof content
  resources: typeof resources
  news: typeof news
  members: typeof members
  feed: typeof feed
  crews: typeof crews
  messages: typeof messages
  search: typeof search
  moderation: typeof moderation
}
