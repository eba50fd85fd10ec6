/** English texts of the `a11y` namespace (complete): accessibility hub and settings, offline page. */
const a11y = {
  meta: {
    title: 'Accessibility',
    description:
      'Haven accessibility: our statement (WCAG 2.2 AA) and display settings for text size, contrast, motion, focus and screen readers.',
  },
  hub: {
    eyebrow: 'Access',
    title: 'Accessibility',
    intro:
      'Haven should work for everyone in our community. Adjust how the site looks and behaves on this device, and read what we do to keep it accessible.',
    settingsLink: 'Display settings',
    statementLink: 'Accessibility statement',
  },
  settings: {
    title: 'Display settings',
    intro: 'Changes apply at once, on every page. They are stored in this browser only and never sent to us.',
    fontSize: {
      label: 'Text size',
      description: 'Makes all text and spacing smaller or larger.',
      options: {
        small: 'Small',
        medium: 'Medium',
        large: 'Large',
        'x-large': 'Extra large',
      },
      default: '(default)',
    },
    highContrast: {
      label: 'High contrast',
      description: 'Stronger text and border colours, underlined links and no see-through surfaces.',
    },
    reduceMotion: {
      label: 'Reduce motion',
      description: 'Stops animations, transitions and the moving aurora background.',
    },
    screenReaderOptimized: {
      label: 'Screen reader optimised',
      description: 'Hides decorative imagery, shows text in full instead of cutting it short and adds spacing.',
    },
    focusIndicators: {
      label: 'Stronger focus indicators',
      description: 'Draws a thick, high-contrast ring around whatever has keyboard focus.',
    },
    needsJavaScript:
      'These settings need JavaScript, which is turned off in this browser. Your browser’s own zoom, contrast and motion settings still apply.',
    systemMotion: 'Your device asks for reduced motion, so animations are already off.',
    reset: 'Reset to defaults',
    saved: 'Settings saved',
    resetDone: 'Settings reset to defaults',
    preview: 'Preview',
    previewText: 'Find your people, wherever you are. This text shows how your settings look.',
    previewLink: 'A sample link',
  },
  statement: {
    title: 'Accessibility statement',
    commitment:
      'Haven aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. We check every change with the keyboard and automated tests, and we treat accessibility barriers as bugs.',
    whatWeDoTitle: 'What we do',
    whatWeDo: {
      keyboard: 'Every feature works with a keyboard alone, with a skip link to the main content and a visible focus indicator.',
      screenReaders:
        'Pages use landmarks, headings, labelled controls and polite live announcements, so screen readers can find their way.',
      contrast: 'Text and controls meet AA contrast in both the light and the dark theme, with a high-contrast mode on top.',
      motion: 'Animations stop when your device or your Haven settings ask for reduced motion.',
      rtl: 'Arabic is laid out from right to left, from the first moment the page appears.',
      languages:
        'The interface is available in 11 languages: English, Spanish, French, German, Portuguese, Italian, Russian, Chinese, Japanese, Korean and Arabic.',
      zoom: 'Pages reflow when you zoom in and follow your browser’s text size as well as the text size setting above.',
    },
    limitationsTitle: 'Known limitations',
    limitations: {
      translations: 'Only English is fully translated; some pages appear in English in the other languages.',
      maps: 'Maps are an extra: every place on a map is also listed as text with its address.',
      userContent: 'Photos and posts shared by members may lack text descriptions. We prompt for them and keep improving.',
    },
    reportTitle: 'Report a barrier',
    report:
      'Something in the way? Tell us what happened, on which page and with which device or assistive technology. We will get back to you as soon as we can.',
    reportLink: 'Contact us about accessibility',
    date: 'This statement was prepared on {{date}} and is reviewed at least once a year.',
  },
  offline: {
    metaTitle: 'You are offline',
    title: 'You are offline',
    body: 'Haven cannot reach the internet right now. The page you asked for will open as soon as you are back online.',
    tipsTitle: 'Things to try',
    tips: {
      connection: 'Check your Wi-Fi or mobile data connection.',
      airplane: 'Turn off airplane mode.',
      wait: 'Wait a moment and try again: some networks drop out briefly.',
    },
    retry: 'Try again',
    home: 'Go to the home page',
  },
}

export default a11y
