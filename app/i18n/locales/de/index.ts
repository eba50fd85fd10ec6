import type { PartialResources } from '../../resources'
import shell from './shell'
import consent from './consent'
import a11y from './a11y'

/** German: the complete interface text, informal "du", inclusive wording. */
const de: PartialResources = {
  common: {
    appTagline: 'Dein Guide für sichere Orte, Events und Community',
    loading: 'Wird geladen…',
    skipToContent: 'Zum Inhalt springen',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundBody:
      'Wir konnten diese Seite nicht finden. Vielleicht wurde sie verschoben oder der Link enthält einen Tippfehler.',
    backHome: 'Zurück zur Startseite',
    errorTitle: 'Da ist etwas schiefgelaufen',
    errorRetry: 'Versuch’s noch mal',
  },
  home: {
    metaDescription:
      'Haven ist ein Community- und Entdeckungsguide für LGBTQ+-Personen: sichere Locations, Events, Cliquen, Ressourcen und Reisen in 11 Sprachen.',
    heroTitle: 'Finde deine Leute, wo immer du bist',
    heroBody:
      'Sichere Locations, Events, Cliquen und Ressourcen für LGBTQ+-Personen in {{cities}} Städten in {{countries}} Ländern.',
    explore: 'Entdecke die Szene',
    stats: 'Haven in Zahlen',
    statVenues: 'sichere Orte',
    statEvents: 'kommende Events',
    statGroups: 'Cliquen',
    statCities: 'Städte',
    sections: {
      venues: 'Locations',
      venuesBody: 'Bars, Cafés, Praxen und Community-Zentren – mit Sicherheitshinweisen, auf die du dich verlassen kannst.',
      events: 'Events',
      eventsBody: 'CSDs, Partys, Vorträge und Treffen in deiner Nähe.',
      places: 'Orte',
      placesBody: 'Jedes Land und jede Stadt, mit der rechtlichen Lage für LGBTQ+-Personen.',
      groups: 'Cliquen',
      groupsBody: 'Gruppen für jedes Interesse, öffentlich oder privat.',
      resources: 'Ressourcen',
      resourcesBody: 'Hotlines, Gesundheit, Rechtshilfe und queerfreundliche Fachleute.',
      marketplace: 'Markt',
      marketplaceBody: 'Produkte aus der Community, für die Community.',
    },
  },
  errors: {
    invalidInput: 'Einige Felder brauchen noch einen Blick.',
    unreadableBody: 'Die Anfrage konnte nicht gelesen werden.',
    invalidEmail: 'Gib eine gültige E-Mail-Adresse ein.',
    invalidLink: 'Dieser Link ist ungültig oder abgelaufen.',
    notFound: 'Nicht gefunden.',
    authRequired: 'Bitte melde dich an, um fortzufahren.',
    forbidden: 'Das darfst du nicht.',
    unexpected: 'Etwas ist schiefgelaufen. Bitte versuch es später noch einmal.',
    payloadTooLarge: 'Diese Anfrage ist zu groß.',
    guard: {
      authRequiredTitle: 'Anmeldung erforderlich',
      authRequiredBody: 'Bitte melde dich an, um diesen Bereich zu sehen.',
      accessDeniedTitle: 'Zugriff verweigert',
      accessDeniedBody: 'Du brauchst {{role}}-Rechte für diesen Bereich.',
    },
    noUser: 'Kein Konto gefunden',
    generic: 'Ein Fehler ist aufgetreten',
  },
  shell, consent, a11y,
}

export default de
