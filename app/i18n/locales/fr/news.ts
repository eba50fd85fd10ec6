import type { PartialResources } from '../../resources'

/** French texts of the `news` namespace: /news and /news/{id}. */
const news: PartialResources['news'] = {
  meta: {
    title: 'Actualités · l’actualité de la communauté LGBTQ+',
    description: 'Les dernières actualités LGBTQ+ de sources communautaires, par thème, source, langue et pays.',
    articleTitle: '{{title}} · Actualités',
  },
  feeds: {
    title: 'Haven · Actualités de la communauté LGBTQ+',
    rss: 'Actualités (RSS)',
    atom: 'Actualités (Atom)',
  },
  list: {
    home: 'Accueil',
    breadcrumb: 'Actualités',
    title: 'Actualités',
    lead: 'Les dernières nouvelles des rédactions LGBTQ+ et des sources communautaires.',
    results_one: '{{formatted}} article',
    results_other: '{{formatted}} articles',
    resultsPage: 'page {{page}} sur {{pages}}',
    resultsHeading: 'Articles',
    updating: 'Mise à jour de la liste…',
    empty: 'Aucun article ne correspond à ces filtres.',
    emptyHint: 'Essayez avec moins de filtres.',
    clearFilters: 'Effacer tous les filtres',
  },
  filters: {
    heading: 'Filtrer l’actualité',
    apply: 'Afficher',
    category: 'Thème',
    anyCategory: 'Tous les thèmes',
    source: 'Source',
    anySource: 'Toutes les sources',
    language: 'Langue',
    anyLanguage: 'Toutes les langues',
    country: 'Pays',
    anyCountry: 'Tous les pays',
  },
  categories: {
    community: 'Communauté',
    politics: 'Politique',
    culture: 'Culture',
    health: 'Santé',
    travel: 'Voyage',
    sports: 'Sport',
  },
  card: {
    source: 'Source : {{source}}',
  },
  detail: {
    news: 'Actualités',
    published: 'Publié le',
    source: 'Source',
    topic: 'Thème',
    language: 'Langue',
    country: 'Pays',
    readOriginal: 'Lire l’article complet sur {{source}}',
    readOriginalPlain: 'Lire l’article complet',
    external: '(ouvre un autre site)',
    summary: 'Résumé',
    noSummary: 'Cet article n’a pas de résumé. Lisez-le à sa source.',
    related: 'Articles liés',
    seeAll: 'Toute l’actualité',
    imported: 'Importé du flux de la source. Haven n’est pas responsable du contenu d’autres sites.',
  },
  errors: {
    feedUrl: 'Saisissez l’adresse complète du flux (http ou https).',
    keywords: 'Trop de mots-clés.',
    category: 'Choisissez l’un des thèmes d’actualité.',
    language: 'Saisissez un code de langue de deux ou trois lettres, ou laissez vide.',
  },
}

export default news
