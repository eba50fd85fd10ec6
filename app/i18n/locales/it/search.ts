import type { PartialResources } from '../../resources'

/** Italian texts of the `search` namespace: /search and the API's refusals. */
const search: PartialResources['search'] = {
  meta: {
    title: 'Cerca · locali, eventi, crew e altro',
    titleQuery: '«{{query}}» · Cerca',
    description:
      'Cerca su Haven: locali, eventi, crew, persone, personalità, risorse, notizie, guide di viaggio e città in un unico posto.',
  },
  page: {
    home: 'Home',
    breadcrumb: 'Cerca',
    title: 'Cerca',
    lead: 'Locali, eventi, crew, persone, risorse e città: tutto in un’unica ricerca.',
    formLabel: 'Cerca nel sito',
    query: 'Che cosa stai cercando?',
    placeholder: 'Prova «Berlino», «pride» o «assistenza legale»',
    submit: 'Cerca',
    location: 'Luogo',
    locationPlaceholder: 'Città o paese',
    types: 'Tipi di contenuto',
    filters: 'Altri filtri',
    categories: 'Categorie',
    from: 'Dal',
    to: 'Al',
    datesHint: 'Indica entrambe le date per cercare in un periodo.',
    minPrice: 'Prezzo minimo',
    maxPrice: 'Prezzo massimo',
    rating: 'Valutazione',
    anyRating: 'Qualsiasi valutazione',
    ratingAtLeast: '{{rating}} stelle o più',
    featured: 'Solo in evidenza',
    verified: 'Solo verificati',
    clear: 'Azzera i filtri',
  },
  start: {
    title: 'Trova la tua gente, i tuoi posti e i tuoi programmi',
    body: 'Scrivi una o due parole qui sopra: una città, un locale, un evento, una crew, un tema.',
  },
  short: 'Scrivi almeno due caratteri per cercare.',
  results: {
    heading: 'Risultati',
    count_one: '{{formatted}} risultato per «{{query}}»',
    count_other: '{{formatted}} risultati per «{{query}}»',
    page: 'Pagina {{page}} di {{pages}}',
    updating: 'Aggiornamento dei risultati…',
    capped: 'Vengono mostrati solo i {{max}} risultati migliori. Aggiungi parole o filtri per restringere la ricerca.',
    groupCount: '{{count}} in tutto',
  },
  none: {
    title: 'Nessun risultato trovato per "{{query}}"',
    hint: 'Prova con parole chiave diverse o modifica i filtri',
  },
  tabs: { label: 'Restringi per tipo', all: 'Tutto' },
  hit: { rating: 'Valutato {{rating}} su 5', price: 'Prezzo: {{price}}', free: 'Gratis' },
  errors: {
    invalid: 'Impossibile leggere questa ricerca. Controlla le parole e i filtri.',
    date: 'Scrivi le date nel formato AAAA-MM-GG.',
    location: 'Un luogo ha al massimo 100 caratteri.',
    categories: 'Scegli al massimo 24 categorie.',
    price: 'Il prezzo minimo non può superare quello massimo.',
    tooLong: 'Una ricerca ha al massimo 200 caratteri.',
  },
}

export default search
