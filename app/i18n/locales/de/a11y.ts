import type { PartialResources } from '../../resources'

/** German texts of the `a11y` namespace: settings, hub and offline page (the statement stays in English). */
const a11y: PartialResources['a11y'] = {
  meta: {
    title: 'Barrierefreiheit',
    description: 'Barrierefreiheit bei Haven: Einstellungen für Textgröße, Kontrast, Bewegung, Fokus und Screenreader.',
  },
  hub: {
    eyebrow: 'Zugang',
    title: 'Barrierefreiheit',
    intro: 'Haven soll für unsere ganze Community funktionieren. Passe an, wie die Seite auf diesem Gerät aussieht und sich verhält.',
    settingsLink: 'Anzeigeeinstellungen',
    statementLink: 'Erklärung zur Barrierefreiheit',
  },
  settings: {
    title: 'Anzeigeeinstellungen',
    intro: 'Änderungen gelten sofort auf allen Seiten. Sie werden nur in diesem Browser gespeichert und nie an uns gesendet.',
    fontSize: {
      label: 'Textgröße',
      description: 'Macht alle Texte und Abstände kleiner oder größer.',
      options: {
        small: 'Klein',
        medium: 'Mittel',
        large: 'Groß',
        'x-large': 'Sehr groß',
      },
      default: '(Standard)',
    },
    highContrast: {
      label: 'Hoher Kontrast',
      description: 'Kräftigere Text- und Rahmenfarben, unterstrichene Links und keine durchscheinenden Flächen.',
    },
    reduceMotion: {
      label: 'Bewegung reduzieren',
      description: 'Stoppt Animationen, Übergänge und den bewegten Polarlicht-Hintergrund.',
    },
    screenReaderOptimized: {
      label: 'Für Screenreader optimiert',
      description: 'Blendet dekorative Bilder aus, zeigt Texte vollständig statt gekürzt und vergrößert Abstände.',
    },
    focusIndicators: {
      label: 'Deutlichere Fokusanzeige',
      description: 'Zeichnet einen dicken, kontrastreichen Rahmen um das Element mit dem Tastaturfokus.',
    },
    needsJavaScript:
      'Diese Einstellungen brauchen JavaScript, das in diesem Browser ausgeschaltet ist. Zoom-, Kontrast- und Bewegungseinstellungen deines Browsers gelten weiterhin.',
    systemMotion: 'Dein Gerät verlangt reduzierte Bewegung, daher sind Animationen bereits aus.',
    reset: 'Auf Standard zurücksetzen',
    saved: 'Einstellungen gespeichert',
    resetDone: 'Einstellungen zurückgesetzt',
    preview: 'Vorschau',
    previewText: 'Finde deine Leute, wo immer du bist. Dieser Text zeigt, wie deine Einstellungen wirken.',
    previewLink: 'Ein Beispiellink',
  },
  offline: {
    metaTitle: 'Offline',
    title: 'Du bist offline',
    body: 'Haven erreicht gerade das Internet nicht. Die gewünschte Seite öffnet sich, sobald du wieder online bist.',
    tipsTitle: 'Das kannst du versuchen',
    tips: {
      connection: 'Prüfe deine WLAN- oder Mobilfunkverbindung.',
      airplane: 'Schalte den Flugmodus aus.',
      wait: 'Warte kurz und versuche es erneut: Manche Netze brechen kurz ab.',
    },
    retry: 'Erneut versuchen',
    home: 'Zur Startseite',
  },
}

export default a11y
