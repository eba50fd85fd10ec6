import type { PartialResources } from '../../resources'

/** German texts of the `consent` namespace: cookie banner, preferences, reset. */
const consent: PartialResources['consent'] = {
  banner: {
    region: 'Cookie-Einwilligung',
    title: 'Cookie-Einstellungen',
    body: 'Haven nutzt notwendige Cookies für Sicherheit und deine Anmeldung. Mit deinem OK merken wir uns außerdem deine Einstellungen und zählen Besuche anonym.',
    acceptAll: 'Alle akzeptieren',
    necessaryOnly: 'Nur notwendige',
    customize: 'Anpassen',
  },
  dialog: {
    title: 'Cookie-Präferenzen',
    description:
      'Wähle, welche Cookies Haven verwenden darf. Notwendige Cookies sind immer aktiv, weil die Seite ohne sie nicht funktioniert.',
    save: 'Präferenzen speichern',
    acceptAll: 'Alle akzeptieren',
    necessaryOnly: 'Nur notwendige',
    close: 'Schließen',
    alwaysOn: 'Immer aktiv',
    note: 'Du kannst diese Einstellungen jederzeit auf der Seite <privacy>Datenschutzerklärung</privacy> ändern.',
  },
  categories: {
    necessary: { label: 'Notwendig', description: 'Anmeldung, Sicherheit, deine Sprache und dein Design. Damit Haven funktioniert.' },
    functional: { label: 'Funktional', description: 'Merkt sich Extras wie deine letzten Suchen – für einen reibungsloseren Besuch.' },
    analytics: {
      label: 'Statistik',
      description: 'Anonyme Zählung von Seitenaufrufen, die uns hilft, Haven zu verbessern. Keine IP-Adressen, keine Profile.',
    },
    marketing: {
      label: 'Marketing',
      description: 'Hilft uns, unsere Kampagnen zu messen und dir anderswo passende Neuigkeiten von Haven zu zeigen.',
    },
  },
  reset: {
    title: 'Deine Cookie-Auswahl',
    none: 'Du hast noch keine Auswahl getroffen. Das Cookie-Banner wird dich fragen.',
    savedOn: 'Gespeichert am {{date}}',
    on: 'An',
    off: 'Aus',
    resetButton: 'Cookie-Präferenzen zurücksetzen',
    openButton: 'Cookie-Präferenzen öffnen',
    resetDone: 'Deine Cookie-Präferenzen wurden zurückgesetzt. Das Banner fragt dich erneut.',
  },
}

export default consent
