import type { PartialResources } from '../../resources'

/** French texts of the `consent` namespace: cookie banner, preferences, reset. */
const consent: PartialResources['consent'] = {
  banner: {
    region: 'Consentement aux cookies',
    title: 'Paramètres des cookies',
    body: 'Haven utilise des cookies nécessaires pour rester sûr et te garder connecté·e. Avec ton accord, on mémorise aussi tes réglages et on compte les visites anonymement.',
    acceptAll: 'Tout accepter',
    necessaryOnly: 'Nécessaires uniquement',
    customize: 'Personnaliser',
  },
  dialog: {
    title: 'Préférences de cookies',
    description:
      'Choisis les cookies que Haven peut utiliser. Les cookies nécessaires restent toujours actifs, car le site ne peut pas fonctionner sans eux.',
    save: 'Enregistrer mes préférences',
    acceptAll: 'Tout accepter',
    necessaryOnly: 'Nécessaires uniquement',
    close: 'Fermer',
    alwaysOn: 'Toujours actifs',
    note: 'Tu peux modifier ces réglages à tout moment depuis la page <privacy>Politique de confidentialité</privacy>.',
  },
  categories: {
    necessary: { label: 'Nécessaires', description: 'Connexion, sécurité, ta langue et ton thème. Ils font fonctionner Haven.' },
    functional: {
      label: 'Fonctionnels',
      description: 'Mémorisent des petits plus, comme tes recherches récentes, pour une visite plus fluide.',
    },
    analytics: {
      label: 'Statistiques',
      description: 'Des comptages anonymes des visites qui nous aident à améliorer Haven. Pas d’adresse IP, pas de profil.',
    },
    marketing: {
      label: 'Marketing',
      description: 'Nous permettent de mesurer nos campagnes et de te montrer des nouvelles de Haven ailleurs.',
    },
  },
  reset: {
    title: 'Tes choix de cookies',
    none: 'Tu n’as pas encore fait de choix. La bannière des cookies te le demandera.',
    savedOn: 'Enregistré le {{date}}',
    on: 'Activé',
    off: 'Désactivé',
    resetButton: 'Réinitialiser les préférences de cookies',
    openButton: 'Ouvrir les préférences de cookies',
    resetDone: 'Tes préférences de cookies ont été réinitialisées. La bannière te redemandera ton choix.',
  },
}

export default consent
