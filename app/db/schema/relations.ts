/**
 * drizzle relations for the relational query API (`db.query.venues.findMany({ with: { city: true } })`).
 * They add no SQL; foreign keys are declared on the columns.
 */
import { relations } from 'drizzle-orm'
import { accounts, blocks, passkeys, profilePhotos, profiles, sessions, userPasskeyEnrollment, userRoles } from './accounts'
import {
  resources,
  resourceTags,
  personalities,
  personalityTags,
  unifiedTags,
  professions,
  newsArticles,
  newsSources,
  travelGuides,
} from './content'
import { eventAmenities, eventAmenityLinks, eventRsvps, events, eventServiceLinks, eventServices, eventTypes } from './events'
import { communityPosts, postComments, postLikes } from './feed'
import { cities, countries, countrySafety } from './geo'
import { communityGroups, groupInvites, groupMembers, groupRules } from './groups'
import { cartItems, carts, listingReviews, marketplaceCategories, marketplaceListings, orderItems, orders } from './marketplace'
import { conversationParticipants, conversations, messageReactions, messages } from './messaging'
import { groupNotifications, notifications } from './notifications'
import { favorites } from './social'
import {
  accessibilityAttributes,
  targetGroups,
  venueAccessibilityLinks,
  venueAmenities,
  venueAmenityLinks,
  venueCategories,
  venueCheckIns,
  venuePhotos,
  venueReviews,
  venues,
  venueServiceLinks,
  venueServices,
  venueTargetGroupLinks,
} from './venues'

// accounts
export const accountsRelations = relations(accounts, ({ one, many }) => ({
  profile: one(profiles, { fields: [accounts.id], references: [profiles.userId] }),
  roles: many(userRoles),
  sessions: many(sessions),
  passkeys: many(passkeys),
  passkeyEnrollment: one(userPasskeyEnrollment, { fields: [accounts.id], references: [userPasskeyEnrollment.userId] }),
  photos: many(profilePhotos),
  favorites: many(favorites),
}))
export const profilesRelations = relations(profiles, ({ one }) => ({
  account: one(accounts, { fields: [profiles.userId], references: [accounts.id] }),
  city: one(cities, { fields: [profiles.cityId], references: [cities.id] }),
}))
export const profilePhotosRelations = relations(profilePhotos, ({ one }) => ({
  account: one(accounts, { fields: [profilePhotos.userId], references: [accounts.id] }),
}))
export const userRolesRelations = relations(userRoles, ({ one }) => ({
  account: one(accounts, { fields: [userRoles.userId], references: [accounts.id] }),
}))
export const sessionsRelations = relations(sessions, ({ one }) => ({
  account: one(accounts, { fields: [sessions.accountId], references: [accounts.id] }),
}))
export const passkeysRelations = relations(passkeys, ({ one }) => ({
  account: one(accounts, { fields: [passkeys.accountId], references: [accounts.id] }),
}))
export const blocksRelations = relations(blocks, ({ one }) => ({
  blocked: one(profiles, { fields: [blocks.blockedId], references: [profiles.userId] }),
}))

// geo
export const countriesRelations = relations(countries, ({ one, many }) => ({
  cities: many(cities),
  safety: one(countrySafety, { fields: [countries.id], references: [countrySafety.countryId] }),
}))
export const citiesRelations = relations(cities, ({ one }) => ({
  country: one(countries, { fields: [cities.countryId], references: [countries.id] }),
}))
export const countrySafetyRelations = relations(countrySafety, ({ one }) => ({
  country: one(countries, { fields: [countrySafety.countryId], references: [countries.id] }),
}))

// venues
export const venuesRelations = relations(venues, ({ one, many }) => ({
  category: one(venueCategories, { fields: [venues.categoryId], references: [venueCategories.id] }),
  city: one(cities, { fields: [venues.cityId], references: [cities.id] }),
  country: one(countries, { fields: [venues.countryId], references: [countries.id] }),
  amenities: many(venueAmenityLinks),
  services: many(venueServiceLinks),
  accessibility: many(venueAccessibilityLinks),
  targetGroups: many(venueTargetGroupLinks),
  reviews: many(venueReviews),
  photos: many(venuePhotos),
  checkIns: many(venueCheckIns),
  events: many(events),
}))
export const venueCategoriesRelations = relations(venueCategories, ({ many }) => ({ venues: many(venues) }))
export const venueAmenityLinksRelations = relations(venueAmenityLinks, ({ one }) => ({
  venue: one(venues, { fields: [venueAmenityLinks.venueId], references: [venues.id] }),
  amenity: one(venueAmenities, { fields: [venueAmenityLinks.amenityId], references: [venueAmenities.id] }),
}))
export const venueServiceLinksRelations = relations(venueServiceLinks, ({ one }) => ({
  venue: one(venues, { fields: [venueServiceLinks.venueId], references: [venues.id] }),
  service: one(venueServices, { fields: [venueServiceLinks.serviceId], references: [venueServices.id] }),
}))
export const venueAccessibilityLinksRelations = relations(venueAccessibilityLinks, ({ one }) => ({
  venue: one(venues, { fields: [venueAccessibilityLinks.venueId], references: [venues.id] }),
  attribute: one(accessibilityAttributes, {
    fields: [venueAccessibilityLinks.attributeId],
    references: [accessibilityAttributes.id],
  }),
}))
export const venueTargetGroupLinksRelations = relations(venueTargetGroupLinks, ({ one }) => ({
  venue: one(venues, { fields: [venueTargetGroupLinks.venueId], references: [venues.id] }),
  targetGroup: one(targetGroups, { fields: [venueTargetGroupLinks.targetGroupId], references: [targetGroups.id] }),
}))
export const venueReviewsRelations = relations(venueReviews, ({ one }) => ({
  venue: one(venues, { fields: [venueReviews.venueId], references: [venues.id] }),
  author: one(profiles, { fields: [venueReviews.userId], references: [profiles.userId] }),
}))
export const venuePhotosRelations = relations(venuePhotos, ({ one }) => ({
  venue: one(venues, { fields: [venuePhotos.venueId], references: [venues.id] }),
}))
export const venueCheckInsRelations = relations(venueCheckIns, ({ one }) => ({
  venue: one(venues, { fields: [venueCheckIns.venueId], references: [venues.id] }),
  profile: one(profiles, { fields: [venueCheckIns.userId], references: [profiles.userId] }),
}))

// events
export const eventsRelations = relations(events, ({ one, many }) => ({
  type: one(eventTypes, { fields: [events.eventTypeId], references: [eventTypes.id] }),
  venue: one(venues, { fields: [events.venueId], references: [venues.id] }),
  city: one(cities, { fields: [events.cityId], references: [cities.id] }),
  country: one(countries, { fields: [events.countryId], references: [countries.id] }),
  group: one(communityGroups, { fields: [events.groupId], references: [communityGroups.id] }),
  organizer: one(profiles, { fields: [events.organizerId], references: [profiles.userId] }),
  amenities: many(eventAmenityLinks),
  services: many(eventServiceLinks),
  rsvps: many(eventRsvps),
}))
export const eventAmenityLinksRelations = relations(eventAmenityLinks, ({ one }) => ({
  event: one(events, { fields: [eventAmenityLinks.eventId], references: [events.id] }),
  amenity: one(eventAmenities, { fields: [eventAmenityLinks.amenityId], references: [eventAmenities.id] }),
}))
export const eventServiceLinksRelations = relations(eventServiceLinks, ({ one }) => ({
  event: one(events, { fields: [eventServiceLinks.eventId], references: [events.id] }),
  service: one(eventServices, { fields: [eventServiceLinks.serviceId], references: [eventServices.id] }),
}))
export const eventRsvpsRelations = relations(eventRsvps, ({ one }) => ({
  event: one(events, { fields: [eventRsvps.eventId], references: [events.id] }),
  profile: one(profiles, { fields: [eventRsvps.userId], references: [profiles.userId] }),
}))

// marketplace
export const marketplaceListingsRelations = relations(marketplaceListings, ({ one, many }) => ({
  category: one(marketplaceCategories, {
    fields: [marketplaceListings.categoryId],
    references: [marketplaceCategories.id],
  }),
  reviews: many(listingReviews),
}))
export const listingReviewsRelations = relations(listingReviews, ({ one }) => ({
  listing: one(marketplaceListings, { fields: [listingReviews.listingId], references: [marketplaceListings.id] }),
  author: one(profiles, { fields: [listingReviews.userId], references: [profiles.userId] }),
}))
export const cartsRelations = relations(carts, ({ many }) => ({ items: many(cartItems) }))
export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  cart: one(carts, { fields: [cartItems.cartId], references: [carts.id] }),
  listing: one(marketplaceListings, { fields: [cartItems.listingId], references: [marketplaceListings.id] }),
}))
export const ordersRelations = relations(orders, ({ many }) => ({ items: many(orderItems) }))
export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  listing: one(marketplaceListings, { fields: [orderItems.listingId], references: [marketplaceListings.id] }),
}))

// content
export const resourcesRelations = relations(resources, ({ one, many }) => ({
  profession: one(professions, { fields: [resources.professionId], references: [professions.id] }),
  country: one(countries, { fields: [resources.countryId], references: [countries.id] }),
  city: one(cities, { fields: [resources.cityId], references: [cities.id] }),
  tags: many(resourceTags),
}))
export const resourceTagsRelations = relations(resourceTags, ({ one }) => ({
  resource: one(resources, { fields: [resourceTags.resourceId], references: [resources.id] }),
  tag: one(unifiedTags, { fields: [resourceTags.tagId], references: [unifiedTags.id] }),
}))
export const unifiedTagsRelations = relations(unifiedTags, ({ many }) => ({
  resources: many(resourceTags),
  personalities: many(personalityTags),
}))
export const personalitiesRelations = relations(personalities, ({ one, many }) => ({
  country: one(countries, { fields: [personalities.countryId], references: [countries.id] }),
  tags: many(personalityTags),
}))
export const personalityTagsRelations = relations(personalityTags, ({ one }) => ({
  personality: one(personalities, { fields: [personalityTags.personalityId], references: [personalities.id] }),
  tag: one(unifiedTags, { fields: [personalityTags.tagId], references: [unifiedTags.id] }),
}))
export const newsArticlesRelations = relations(newsArticles, ({ one }) => ({
  source: one(newsSources, { fields: [newsArticles.sourceId], references: [newsSources.id] }),
}))
export const newsSourcesRelations = relations(newsSources, ({ many }) => ({ articles: many(newsArticles) }))
export const travelGuidesRelations = relations(travelGuides, ({ one }) => ({
  country: one(countries, { fields: [travelGuides.countryId], references: [countries.id] }),
  city: one(cities, { fields: [travelGuides.cityId], references: [cities.id] }),
}))

// groups
export const communityGroupsRelations = relations(communityGroups, ({ one, many }) => ({
  city: one(cities, { fields: [communityGroups.cityId], references: [cities.id] }),
  country: one(countries, { fields: [communityGroups.countryId], references: [countries.id] }),
  members: many(groupMembers),
  rules: many(groupRules),
  invites: many(groupInvites),
  posts: many(communityPosts),
  events: many(events),
}))
export const groupMembersRelations = relations(groupMembers, ({ one }) => ({
  group: one(communityGroups, { fields: [groupMembers.groupId], references: [communityGroups.id] }),
  profile: one(profiles, { fields: [groupMembers.userId], references: [profiles.userId] }),
}))
export const groupRulesRelations = relations(groupRules, ({ one }) => ({
  group: one(communityGroups, { fields: [groupRules.groupId], references: [communityGroups.id] }),
}))
export const groupInvitesRelations = relations(groupInvites, ({ one }) => ({
  group: one(communityGroups, { fields: [groupInvites.groupId], references: [communityGroups.id] }),
}))

// feed
export const communityPostsRelations = relations(communityPosts, ({ one, many }) => ({
  author: one(profiles, { fields: [communityPosts.userId], references: [profiles.userId] }),
  group: one(communityGroups, { fields: [communityPosts.groupId], references: [communityGroups.id] }),
  likes: many(postLikes),
  comments: many(postComments),
}))
export const postLikesRelations = relations(postLikes, ({ one }) => ({
  post: one(communityPosts, { fields: [postLikes.postId], references: [communityPosts.id] }),
  profile: one(profiles, { fields: [postLikes.userId], references: [profiles.userId] }),
}))
export const postCommentsRelations = relations(postComments, ({ one }) => ({
  post: one(communityPosts, { fields: [postComments.postId], references: [communityPosts.id] }),
  author: one(profiles, { fields: [postComments.userId], references: [profiles.userId] }),
}))

// messaging
export const conversationsRelations = relations(conversations, ({ many }) => ({
  participants: many(conversationParticipants),
  messages: many(messages),
}))
export const conversationParticipantsRelations = relations(conversationParticipants, ({ one }) => ({
  conversation: one(conversations, {
    fields: [conversationParticipants.conversationId],
    references: [conversations.id],
  }),
  profile: one(profiles, { fields: [conversationParticipants.userId], references: [profiles.userId] }),
}))
export const messagesRelations = relations(messages, ({ one, many }) => ({
  conversation: one(conversations, { fields: [messages.conversationId], references: [conversations.id] }),
  sender: one(profiles, { fields: [messages.senderId], references: [profiles.userId] }),
  replyTo: one(messages, { fields: [messages.replyToId], references: [messages.id], relationName: 'reply' }),
  replies: many(messages, { relationName: 'reply' }),
  reactions: many(messageReactions),
}))
export const messageReactionsRelations = relations(messageReactions, ({ one }) => ({
  message: one(messages, { fields: [messageReactions.messageId], references: [messages.id] }),
}))

// notifications
export const notificationsRelations = relations(notifications, ({ one }) => ({
  account: one(accounts, { fields: [notifications.userId], references: [accounts.id] }),
}))
export const groupNotificationsRelations = relations(groupNotifications, ({ one }) => ({
  group: one(communityGroups, { fields: [groupNotifications.groupId], references: [communityGroups.id] }),
  triggeredBy: one(profiles, { fields: [groupNotifications.triggeredByUserId], references: [profiles.userId] }),
}))
