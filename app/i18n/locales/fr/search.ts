import type { PartialResources } from '../../resources'

/** French texts of the `search` namespace: /search and the API's refusals. */
const search: PartialResources['search'] = {
  meta: {
    title: 'Recherche · lieux, événements, tribus et plus',
    titleQuery: '« {{query}} » · Recherche',
    description:
      'Cherche dans Haven : lieux, événements, tribus, membres, personnalités, ressources, actualités, guides de voyage et villes au même endroit.',
  },
  page: {
    home: 'Accueil',
    breadcrumb: 'Recherche',
    title: 'Recherche',
    lead: 'Lieux, événements, tribus, membres, ressources et villes : tout en une seule recherche.',
    formLabel: 'Rechercher sur le site',
    query: 'Que cherches-tu ?',
    placeholder: 'Essaie « Berlin », « fierté » ou « aide juridique »',
    submit: 'Rechercher',
    location: 'Lieu',
    locationPlaceholder: 'Ville ou pays',
    types: 'Types de contenu',
    filters: 'Plus de filtres',
    categories: 'Catégories',
    from: 'Du',
    to: 'Au',
    datesHint: 'Indique les deux dates pour chercher sur une période.',
    minPrice: 'Prix minimum',
    maxPrice: 'Prix maximum',
    rating: 'Note',
    anyRating: 'Toutes les notes',
    ratingAtLeast: '{{rating}} étoiles et plus',
    featured: 'À la une seulement',
    verified: 'Vérifiés seulement',
    clear: 'Effacer les filtres',
  },
  start: {
    title: 'Trouve ta communauté, tes lieux et tes sorties',
    body: 'Tape un mot ou deux ci-dessus : une ville, un lieu, un événement, une tribu, un sujet.',
  },
  short: 'Tape au moins deux caractères pour lancer la recherche.',
  results: {
    heading: 'Résultats',
    count_one: '{{formatted}} résultat pour « {{query}} »',
    count_other: '{{formatted}} résultats pour « {{query}} »',
    page: 'Page {{page}} sur {{pages}}',
    updating: 'Mise à jour des résultats…',
    capped: 'Seuls les {{max}} meilleurs résultats sont affichés. Ajoute des mots ou des filtres pour affiner ta recherche.',
    groupCount: '{{count}} au total',
  },
  none: {
    title: 'Aucun résultat pour "{{query}}"',
    hint: 'Essaie d’autres mots-clés ou modifie tes filtres',
  },
  tabs: { label: 'Affiner par type', all: 'Tout' },
  hit: { rating: 'Noté {{rating}} sur 5', price: 'Prix : {{price}}', free: 'Gratuit' },
  errors: {
    invalid: 'Impossible de lire cette recherche. Vérifie les mots et les filtres.',
    date: 'Saisis les dates au format AAAA-MM-JJ.',
    location: 'Un lieu compte au plus 100 caractères.',
    categories: 'Choisis au plus 24 catégories.',
    price: 'Le prix minimum ne peut pas dépasser le prix maximum.',
    tooLong: 'Une recherche compte au plus 200 caractères.',
  },
}

export default search
