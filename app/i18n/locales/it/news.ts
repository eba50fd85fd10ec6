import type { PartialResources } from '../../resources'

/** Italian texts of the `news` namespace: /news and /news/{id}. */
const news: PartialResources['news'] = {
  meta: {
    title: 'Notizie · notizie della comunità LGBTQ+',
    description: 'Le ultime notizie LGBTQ+ da fonti della comunità, per argomento, fonte, lingua e paese.',
    articleTitle: '{{title}} · Notizie',
  },
  feeds: {
    title: 'Haven · Notizie della comunità LGBTQ+',
    rss: 'Notizie (RSS)',
    atom: 'Notizie (Atom)',
  },
  list: {
    home: 'Home',
    breadcrumb: 'Notizie',
    title: 'Notizie',
    lead: 'Le storie più recenti da redazioni LGBTQ+ e fonti della comunità.',
    results_one: '{{formatted}} articolo',
    results_other: '{{formatted}} articoli',
    resultsPage: 'pagina {{page}} di {{pages}}',
    resultsHeading: 'Articoli',
    updating: 'Aggiornamento dell’elenco…',
    empty: 'Nessun articolo corrisponde a questi filtri.',
    emptyHint: 'Prova con meno filtri.',
    clearFilters: 'Rimuovi tutti i filtri',
  },
  filters: {
    heading: 'Filtra le notizie',
    apply: 'Mostra',
    category: 'Argomento',
    anyCategory: 'Qualsiasi argomento',
    source: 'Fonte',
    anySource: 'Qualsiasi fonte',
    language: 'Lingua',
    anyLanguage: 'Qualsiasi lingua',
    country: 'Paese',
    anyCountry: 'Qualsiasi paese',
  },
  categories: {
    community: 'Comunità',
    politics: 'Politica',
    culture: 'Cultura',
    health: 'Salute',
    travel: 'Viaggi',
    sports: 'Sport',
  },
  card: {
    source: 'Fonte: {{source}}',
  },
  detail: {
    news: 'Notizie',
    published: 'Pubblicato',
    source: 'Fonte',
    topic: 'Argomento',
    language: 'Lingua',
    country: 'Paese',
    readOriginal: 'Leggi l’articolo completo su {{source}}',
    readOriginalPlain: 'Leggi l’articolo completo',
    external: '(apre un altro sito)',
    summary: 'Sintesi',
    noSummary: 'Questo articolo non ha una sintesi. Leggilo alla fonte.',
    related: 'Articoli correlati',
    seeAll: 'Tutte le notizie',
    imported: 'Importato dal feed della fonte. Haven non è responsabile dei contenuti di altri siti.',
  },
  errors: {
    feedUrl: 'Inserisci l’indirizzo completo del feed (http o https).',
    keywords: 'Troppe parole chiave.',
    category: 'Scegli uno degli argomenti delle notizie.',
    language: 'Inserisci un codice lingua di due o tre lettere, oppure lascia vuoto.',
  },
}

export default news
