/** English texts of the `admin` namespace: the back office. */
const admin = {
  dashboard: {
    title: 'Admin dashboard',
    intro: 'What waits for a moderator, and how the community grows.',
    signedInAs: 'Signed in as {{name}} ({{roles}})',
    roles: { admin: 'admin', moderator: 'moderator' },
    queue: 'Waiting for review',
    community: 'Community',
    content: 'Content',
    security: 'Security',
    counts: {
      openReports: 'Open reports',
      pendingVenues: 'Venue suggestions',
      pendingPhotos: 'Photos to review',
      members: 'Active members',
      newMembers: 'New members this week',
      crews: 'Crews',
      posts: 'Feed posts',
      venues: 'Published venues',
      upcomingEvents: 'Upcoming events',
      activeListings: 'Active listings',
      failedSignIns: 'Failed sign-ins (24 h)',
    },
    note: 'The review screens arrive with the moderation work; these numbers are live.',
  },
}

export default admin
