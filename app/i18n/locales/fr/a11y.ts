import type { PartialResources } from '../../resources'

/** French texts of the `a11y` namespace: settings, hub and offline page (the statement stays in English). */
const a11y: PartialResources['a11y'] = {
  meta: {
    title: 'Accessibilité',
    description: 'Accessibilité de Haven : réglages de taille du texte, de contraste, d’animations, de focus et pour lecteurs d’écran.',
  },
  hub: {
    eyebrow: 'Accès',
    title: 'Accessibilité',
    intro: 'Haven doit fonctionner pour toute notre communauté. Adapte l’apparence et le comportement du site sur cet appareil.',
    settingsLink: 'Réglages d’affichage',
    statementLink: 'Déclaration d’accessibilité',
  },
  settings: {
    title: 'Réglages d’affichage',
    intro:
      'Les changements s’appliquent aussitôt, sur toutes les pages. Ils sont enregistrés dans ce navigateur uniquement et ne nous sont jamais envoyés.',
    fontSize: {
      label: 'Taille du texte',
      description: 'Rend tout le texte et les espacements plus petits ou plus grands.',
      options: {
        small: 'Petite',
        medium: 'Moyenne',
        large: 'Grande',
        'x-large': 'Très grande',
      },
      default: '(par défaut)',
    },
    highContrast: {
      label: 'Contraste élevé',
      description: 'Couleurs de texte et de bordure plus marquées, liens soulignés et aucune surface transparente.',
    },
    reduceMotion: {
      label: 'Réduire les animations',
      description: 'Arrête les animations, les transitions et l’aurore animée en arrière-plan.',
    },
    screenReaderOptimized: {
      label: 'Optimisé pour lecteur d’écran',
      description: 'Masque les images décoratives, affiche les textes en entier sans les couper et ajoute de l’espace.',
    },
    focusIndicators: {
      label: 'Indicateurs de focus renforcés',
      description: 'Trace un anneau épais et très contrasté autour de l’élément qui a le focus clavier.',
    },
    needsJavaScript:
      'Ces réglages nécessitent JavaScript, désactivé dans ce navigateur. Les réglages de zoom, de contraste et d’animations de ton navigateur s’appliquent toujours.',
    systemMotion: 'Ton appareil demande de réduire les animations : elles sont donc déjà désactivées.',
    reset: 'Rétablir les valeurs par défaut',
    saved: 'Réglages enregistrés',
    resetDone: 'Réglages rétablis par défaut',
    preview: 'Aperçu',
    previewText: 'Trouve ta communauté, où que tu sois. Ce texte montre l’effet de tes réglages.',
    previewLink: 'Un lien d’exemple',
  },
  offline: {
    metaTitle: 'Hors ligne',
    title: 'Tu es hors ligne',
    body: 'Haven ne peut pas accéder à internet pour le moment. La page demandée s’ouvrira dès que tu seras de nouveau en ligne.',
    tipsTitle: 'À essayer',
    tips: {
      connection: 'Vérifie ta connexion Wi-Fi ou tes données mobiles.',
      airplane: 'Désactive le mode avion.',
      wait: 'Patiente un instant puis réessaie : certains réseaux coupent brièvement.',
    },
    retry: 'Réessayer',
    home: 'Aller à l’accueil',
  },
}

export default a11y
