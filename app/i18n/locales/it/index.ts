import type { PartialResources } from '../../resources'
import shell from './shell'
import consent from './consent'
import a11y from './a11y'

/** Italian: the complete interface text, informal "tu", gender-neutral wording. */
const it: PartialResources = {
  common: {
    appTagline: 'La tua guida a spazi sicuri, eventi e community',
    loading: 'Caricamento…',
    skipToContent: 'Vai al contenuto',
    notFoundTitle: 'Pagina non trovata',
    notFoundBody: 'Non troviamo questa pagina. Potrebbe essere stata spostata, oppure il link contiene un errore di battitura.',
    backHome: 'Torna alla home',
    errorTitle: 'Qualcosa è andato storto',
    errorRetry: 'Riprova',
  },
  home: {
    metaDescription:
      'Haven è una guida alla community e alle scoperte per le persone LGBTQ+: spazi sicuri, eventi, compagnie, risorse e viaggi in 11 lingue.',
    heroTitle: 'Trova la tua gente, ovunque tu sia',
    heroBody:
      'Spazi sicuri, eventi, compagnie e risorse per le persone LGBTQ+ in {{cities}} città di {{countries}} paesi.',
    explore: 'Esplora la scena',
    stats: 'Haven in numeri',
    statVenues: 'spazi sicuri',
    statEvents: 'eventi in arrivo',
    statGroups: 'compagnie',
    statCities: 'città',
    sections: {
      venues: 'Spazi',
      venuesBody: 'Bar, caffè, ambulatori e centri comunitari, con indicatori di sicurezza di cui puoi fidarti.',
      events: 'Eventi',
      eventsBody: 'Pride, feste, dibattiti e incontri vicino a te.',
      places: 'Luoghi',
      placesBody: 'Ogni paese e ogni città, con la situazione legale per le persone LGBTQ+.',
      groups: 'Compagnie',
      groupsBody: 'Gruppi per ogni interesse, pubblici o privati.',
      resources: 'Risorse',
      resourcesBody: 'Linee di ascolto, salute, assistenza legale e figure professionali inclusive.',
      marketplace: 'Mercato',
      marketplaceBody: 'Prodotti creati dalla community, per la community.',
    },
  },
  errors: {
    invalidInput: 'Alcuni campi vanno ricontrollati.',
    unreadableBody: 'Non è stato possibile leggere la richiesta.',
    invalidEmail: 'Inserisci un indirizzo email valido.',
    invalidLink: 'Questo link non è valido o è scaduto.',
    notFound: 'Non trovato.',
    authRequired: 'Accedi per continuare.',
    forbidden: 'Non hai il permesso di farlo.',
    unexpected: 'Qualcosa è andato storto. Riprova più tardi.',
    payloadTooLarge: 'Questa richiesta è troppo grande.',
    guard: {
      authRequiredTitle: 'Autenticazione richiesta',
      authRequiredBody: "Accedi per entrare in quest'area.",
      accessDeniedTitle: 'Accesso negato',
      accessDeniedBody: "Ti servono i privilegi di {{role}} per accedere a quest'area.",
    },
    noUser: 'Nessun utente trovato',
    generic: 'Si è verificato un errore',
  },
  shell, consent, a11y,
}

export default it
