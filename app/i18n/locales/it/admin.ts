import type { PartialResources } from '../../resources'

/** Italian texts of the `admin` namespace: the back office. */
const admin: PartialResources['admin'] = {
  dashboard: {
    title: 'Dashboard di amministrazione',
    intro: 'Cosa aspetta la moderazione e come cresce la community.',
    signedInAs: 'Accesso come {{name}} ({{roles}})',
    roles: { admin: 'admin', moderator: 'moderazione' },
    queue: 'In attesa di revisione',
    community: 'Community',
    content: 'Contenuti',
    security: 'Sicurezza',
    counts: {
      openReports: 'Segnalazioni aperte',
      pendingVenues: 'Spazi suggeriti',
      pendingPhotos: 'Foto da revisionare',
      members: 'Account attivi',
      newMembers: 'Nuovi account questa settimana',
      crews: 'Compagnie',
      posts: 'Post nel feed',
      venues: 'Spazi pubblicati',
      upcomingEvents: 'Prossimi eventi',
      activeListings: 'Annunci attivi',
      failedSignIns: 'Accessi non riusciti (24 h)',
    },
    note: 'Le schermate di revisione arriveranno con gli strumenti di moderazione; questi numeri sono in tempo reale.',
  },
}

export default admin
