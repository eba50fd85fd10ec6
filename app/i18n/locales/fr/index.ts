import type { PartialResources } from '../../resources'
import shell from './shell'
import consent from './consent'
import a11y from './a11y'

/** French: the complete interface text, informal "tu", inclusive wording (point médian). */
const fr: PartialResources = {
  common: {
    appTagline: 'Ton guide des lieux sûrs, des événements et de la communauté',
    loading: 'Chargement…',
    skipToContent: 'Aller au contenu',
    notFoundTitle: 'Page introuvable',
    notFoundBody:
      'Impossible de trouver cette page. Elle a peut-être été déplacée, ou le lien contient une faute de frappe.',
    backHome: 'Retour à l’accueil',
    errorTitle: 'Quelque chose a déraillé',
    errorRetry: 'Réessayer',
  },
  home: {
    metaDescription:
      'Haven est un guide communautaire et de découverte pour les personnes LGBTQ+ : lieux sûrs, événements, tribus, ressources et voyages en 11 langues.',
    heroTitle: 'Trouve ta communauté, où que tu sois',
    heroBody:
      'Lieux sûrs, événements, tribus et ressources pour les personnes LGBTQ+ dans {{cities}} villes de {{countries}} pays.',
    explore: 'Explore la scène',
    stats: 'Haven en chiffres',
    statVenues: 'lieux sûrs',
    statEvents: 'événements à venir',
    statGroups: 'tribus',
    statCities: 'villes',
    sections: {
      venues: 'Lieux',
      venuesBody: 'Bars, cafés, centres de santé et centres communautaires, avec des indicateurs de sécurité fiables.',
      events: 'Événements',
      eventsBody: 'Marches des fiertés, soirées, conférences et rencontres près de chez toi.',
      places: 'Destinations',
      placesBody: 'Chaque pays et chaque ville, avec la situation juridique des personnes LGBTQ+.',
      groups: 'Tribus',
      groupsBody: 'Des groupes pour tous les centres d’intérêt, publics ou privés.',
      resources: 'Ressources',
      resourcesBody: 'Lignes d’écoute, santé, aide juridique et professionnel·les bienveillant·es.',
      marketplace: 'Marché',
      marketplaceBody: 'Des produits créés par et pour la communauté.',
    },
  },
  errors: {
    invalidInput: 'Certains champs sont à revoir.',
    unreadableBody: 'La requête n’a pas pu être lue.',
    invalidEmail: 'Saisis une adresse e-mail valide.',
    invalidLink: 'Ce lien est invalide ou a expiré.',
    notFound: 'Introuvable.',
    authRequired: 'Connecte-toi pour continuer.',
    forbidden: 'Tu n’as pas le droit de faire cela.',
    unexpected: 'Un problème est survenu. Réessaie plus tard.',
    payloadTooLarge: 'Cette requête est trop volumineuse.',
    guard: {
      authRequiredTitle: 'Authentification requise',
      authRequiredBody: 'Connecte-toi pour accéder à cet espace.',
      accessDeniedTitle: 'Accès refusé',
      accessDeniedBody: 'Tu as besoin des droits {{role}} pour accéder à cet espace.',
    },
    noUser: 'Aucun utilisateur trouvé',
    generic: 'Une erreur est survenue',
  },
  shell, consent, a11y,
}

export default fr
