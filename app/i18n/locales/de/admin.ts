import type { PartialResources } from '../../resources'

/** German texts of the `admin` namespace: the back office. */
const admin: PartialResources['admin'] = {
  dashboard: {
    title: 'Admin-Dashboard',
    intro: 'Was auf die Moderation wartet und wie die Community wächst.',
    signedInAs: 'Angemeldet als {{name}} ({{roles}})',
    roles: { admin: 'Admin', moderator: 'Moderation' },
    queue: 'Wartet auf Prüfung',
    community: 'Community',
    content: 'Inhalte',
    security: 'Sicherheit',
    counts: {
      openReports: 'Offene Meldungen',
      pendingVenues: 'Vorgeschlagene Locations',
      pendingPhotos: 'Zu prüfende Fotos',
      members: 'Aktive Mitglieder',
      newMembers: 'Neue Mitglieder diese Woche',
      crews: 'Cliquen',
      posts: 'Feed-Beiträge',
      venues: 'Veröffentlichte Locations',
      upcomingEvents: 'Anstehende Events',
      activeListings: 'Aktive Anzeigen',
      failedSignIns: 'Fehlgeschlagene Anmeldungen (24 Std.)',
    },
    note: 'Die Prüfansichten kommen mit der Moderation; diese Zahlen sind live.',
  },
}

export default admin
