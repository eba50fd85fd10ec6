import type { PartialResources } from '../../resources'

/** French texts of the `admin` namespace: the back office. */
const admin: PartialResources['admin'] = {
  dashboard: {
    title: "Tableau de bord d'administration",
    intro: 'Ce qui attend la modération, et comment la communauté grandit.',
    signedInAs: 'Connexion en tant que {{name}} ({{roles}})',
    roles: { admin: 'admin', moderator: 'modération' },
    queue: 'En attente de vérification',
    community: 'Communauté',
    content: 'Contenu',
    security: 'Sécurité',
    counts: {
      openReports: 'Signalements ouverts',
      pendingVenues: 'Lieux suggérés',
      pendingPhotos: 'Photos à vérifier',
      members: 'Comptes actifs',
      newMembers: 'Nouveaux comptes cette semaine',
      crews: 'Tribus',
      posts: 'Publications du fil',
      venues: 'Lieux publiés',
      upcomingEvents: 'Événements à venir',
      activeListings: 'Annonces actives',
      failedSignIns: 'Connexions échouées (24 h)',
    },
    note: 'Les écrans de vérification arriveront avec les outils de modération ; ces chiffres sont en direct.',
  },
}

export default admin
