import type { PartialResources } from '../../resources'

/** German texts of the `news` namespace: /news and /news/{id}. */
const news: PartialResources['news'] = {
  meta: {
    title: 'Nachrichten · Neues aus der LGBTQ+-Community',
    description: 'Die neuesten LGBTQ+-Nachrichten aus Community-Quellen, nach Thema, Quelle, Sprache und Land.',
    articleTitle: '{{title}} · Nachrichten',
  },
  feeds: {
    title: 'Haven · LGBTQ+-Community-Nachrichten',
    rss: 'Nachrichten (RSS)',
    atom: 'Nachrichten (Atom)',
  },
  list: {
    home: 'Startseite',
    breadcrumb: 'Nachrichten',
    title: 'Nachrichten',
    lead: 'Die neuesten Geschichten aus LGBTQ+-Redaktionen und Community-Quellen.',
    results_one: '{{formatted}} Artikel',
    results_other: '{{formatted}} Artikel',
    resultsPage: 'Seite {{page}} von {{pages}}',
    resultsHeading: 'Artikel',
    updating: 'Die Liste wird aktualisiert …',
    empty: 'Kein Artikel passt zu diesen Filtern.',
    emptyHint: 'Versuche es mit weniger Filtern.',
    clearFilters: 'Alle Filter entfernen',
  },
  filters: {
    heading: 'Nachrichten filtern',
    apply: 'Anzeigen',
    category: 'Thema',
    anyCategory: 'Alle Themen',
    source: 'Quelle',
    anySource: 'Alle Quellen',
    language: 'Sprache',
    anyLanguage: 'Alle Sprachen',
    country: 'Land',
    anyCountry: 'Alle Länder',
  },
  categories: {
    community: 'Community',
    politics: 'Politik',
    culture: 'Kultur',
    health: 'Gesundheit',
    travel: 'Reisen',
    sports: 'Sport',
  },
  card: {
    source: 'Quelle: {{source}}',
  },
  detail: {
    news: 'Nachrichten',
    published: 'Veröffentlicht',
    source: 'Quelle',
    topic: 'Thema',
    language: 'Sprache',
    country: 'Land',
    readOriginal: 'Den ganzen Artikel bei {{source}} lesen',
    readOriginalPlain: 'Den ganzen Artikel lesen',
    external: '(öffnet eine andere Website)',
    summary: 'Zusammenfassung',
    noSummary: 'Dieser Artikel hat keine Zusammenfassung. Lies ihn bei der Quelle.',
    related: 'Ähnliche Artikel',
    seeAll: 'Alle Nachrichten',
    imported: 'Aus dem Feed der Quelle importiert. Haven ist nicht für die Inhalte anderer Websites verantwortlich.',
  },
  errors: {
    feedUrl: 'Gib die vollständige Adresse des Feeds ein (http oder https).',
    keywords: 'Zu viele Stichwörter.',
    category: 'Wähle eines der Nachrichtenthemen.',
    language: 'Gib einen Sprachcode aus zwei oder drei Buchstaben ein oder lass das Feld leer.',
  },
}

export default news
