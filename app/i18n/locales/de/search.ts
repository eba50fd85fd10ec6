import type { PartialResources } from '../../resources'

/** German texts of the `search` namespace: /search and the API's refusals. */
const search: PartialResources['search'] = {
  meta: {
    title: 'Suche · Orte, Events, Crews und mehr',
    titleQuery: '„{{query}}“ · Suche',
    description:
      'Durchsuche Haven: Orte, Events, Crews, Menschen, Persönlichkeiten, Ressourcen, News, Reiseführer und Städte an einem Ort.',
  },
  page: {
    home: 'Startseite',
    breadcrumb: 'Suche',
    title: 'Suche',
    lead: 'Orte, Events, Crews, Menschen, Ressourcen und Städte – alles in einer Suche.',
    formLabel: 'Die Website durchsuchen',
    query: 'Wonach suchst du?',
    placeholder: 'Probier „Berlin“, „Pride“ oder „Rechtshilfe“',
    submit: 'Suchen',
    location: 'Ort',
    locationPlaceholder: 'Stadt oder Land',
    types: 'Inhaltstypen',
    filters: 'Weitere Filter',
    categories: 'Kategorien',
    from: 'Von',
    to: 'Bis',
    datesHint: 'Gib beide Daten an, um einen Zeitraum zu durchsuchen.',
    minPrice: 'Mindestpreis',
    maxPrice: 'Höchstpreis',
    rating: 'Bewertung',
    anyRating: 'Jede Bewertung',
    ratingAtLeast: 'Ab {{rating}} Sternen',
    featured: 'Nur hervorgehobene',
    verified: 'Nur verifizierte',
    clear: 'Filter zurücksetzen',
  },
  start: {
    title: 'Finde deine Leute, Orte und Pläne',
    body: 'Gib oben ein, zwei Wörter ein: eine Stadt, einen Ort, ein Event, eine Crew, ein Thema.',
  },
  short: 'Gib mindestens zwei Zeichen ein, um zu suchen.',
  results: {
    heading: 'Ergebnisse',
    count_one: '{{formatted}} Ergebnis für „{{query}}“',
    count_other: '{{formatted}} Ergebnisse für „{{query}}“',
    page: 'Seite {{page}} von {{pages}}',
    updating: 'Ergebnisse werden aktualisiert…',
    capped: 'Es werden nur die {{max}} besten Ergebnisse gezeigt. Füge Wörter oder Filter hinzu, um die Suche einzugrenzen.',
    groupCount: '{{count}} insgesamt',
  },
  none: {
    title: 'Keine Ergebnisse für "{{query}}" gefunden',
    hint: 'Versuche andere Suchbegriffe oder passe deine Filter an',
  },
  tabs: { label: 'Nach Typ eingrenzen', all: 'Alle' },
  hit: { rating: 'Mit {{rating}} von 5 bewertet', price: 'Preis: {{price}}', free: 'Kostenlos' },
  errors: {
    invalid: 'Diese Suche konnte nicht gelesen werden. Prüfe die Wörter und Filter.',
    date: 'Gib Daten im Format JJJJ-MM-TT ein.',
    location: 'Ein Ort hat höchstens 100 Zeichen.',
    categories: 'Wähle höchstens 24 Kategorien.',
    price: 'Der Mindestpreis darf nicht über dem Höchstpreis liegen.',
    tooLong: 'Eine Suche hat höchstens 200 Zeichen.',
  },
}

export default search
