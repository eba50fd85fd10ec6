import type { PartialResources } from '../../resources'

/** Italian texts of the `a11y` namespace: settings, hub and offline page (the statement stays in English). */
const a11y: PartialResources['a11y'] = {
  meta: {
    title: 'Accessibilità',
    description: 'Accessibilità su Haven: impostazioni per dimensione del testo, contrasto, movimento, focus e lettori di schermo.',
  },
  hub: {
    eyebrow: 'Accesso',
    title: 'Accessibilità',
    intro: 'Haven deve funzionare per tutta la nostra comunità. Regola aspetto e comportamento del sito su questo dispositivo.',
    settingsLink: 'Impostazioni di visualizzazione',
    statementLink: 'Dichiarazione di accessibilità',
  },
  settings: {
    title: 'Impostazioni di visualizzazione',
    intro: 'Le modifiche valgono subito, su tutte le pagine. Sono salvate solo in questo browser e non ci vengono mai inviate.',
    fontSize: {
      label: 'Dimensione del testo',
      description: 'Rende tutto il testo e gli spazi più piccoli o più grandi.',
      options: {
        small: 'Piccolo',
        medium: 'Medio',
        large: 'Grande',
        'x-large': 'Molto grande',
      },
      default: '(predefinito)',
    },
    highContrast: {
      label: 'Contrasto elevato',
      description: 'Colori di testo e bordi più decisi, link sottolineati e nessuna superficie trasparente.',
    },
    reduceMotion: {
      label: 'Riduci il movimento',
      description: 'Ferma animazioni, transizioni e lo sfondo animato con l’aurora.',
    },
    screenReaderOptimized: {
      label: 'Ottimizzato per lettori di schermo',
      description: 'Nasconde le immagini decorative, mostra i testi per intero senza tagliarli e aggiunge spazio.',
    },
    focusIndicators: {
      label: 'Indicatori di focus più evidenti',
      description: 'Disegna un anello spesso e ad alto contrasto attorno all’elemento con il focus da tastiera.',
    },
    needsJavaScript:
      'Queste impostazioni richiedono JavaScript, disattivato in questo browser. Le impostazioni di zoom, contrasto e movimento del browser restano valide.',
    systemMotion: 'Il tuo dispositivo chiede di ridurre il movimento, quindi le animazioni sono già disattivate.',
    reset: 'Ripristina predefiniti',
    saved: 'Impostazioni salvate',
    resetDone: 'Impostazioni ripristinate',
    preview: 'Anteprima',
    previewText: 'Trova la tua gente, ovunque tu sia. Questo testo mostra l’effetto delle tue impostazioni.',
    previewLink: 'Un link di esempio',
  },
  offline: {
    metaTitle: 'Offline',
    title: 'Sei offline',
    body: 'Haven non riesce a raggiungere internet in questo momento. La pagina richiesta si aprirà appena tornerai online.',
    tipsTitle: 'Cosa provare',
    tips: {
      connection: 'Controlla la connessione Wi-Fi o dati mobili.',
      airplane: 'Disattiva la modalità aereo.',
      wait: 'Attendi un momento e riprova: alcune reti si interrompono per poco.',
    },
    retry: 'Riprova',
    home: 'Vai alla home page',
  },
}

export default a11y
