/** English texts of the `consent` namespace (complete): cookie banner, preferences, reset. */
const consent = {
  banner: {
    region: 'Cookie consent',
    title: 'Cookie Settings',
    body: 'Haven uses necessary cookies to stay secure and keep you signed in. With your OK, we’d also remember your settings and count visits anonymously.',
    acceptAll: 'Accept All',
    necessaryOnly: 'Necessary Only',
    customize: 'Customize',
  },
  dialog: {
    title: 'Cookie Preferences',
    description: 'Choose which cookies Haven may use. Necessary cookies are always on because the site can’t work without them.',
    save: 'Save Preferences',
    acceptAll: 'Accept All',
    necessaryOnly: 'Necessary Only',
    close: 'Close',
    alwaysOn: 'Always on',
    note: 'You can change these settings at any time from the <privacy>Privacy Policy</privacy> page.',
  },
  categories: {
    necessary: {
      label: 'Necessary',
      description: 'Sign-in, security and your language and theme. These keep Haven working.',
    },
    functional: {
      label: 'Functional',
      description: 'Remembers extras like recent searches and map views for a smoother visit.',
    },
    analytics: {
      label: 'Analytics',
      description: 'Anonymous page-visit counts that help us improve Haven. No IP addresses, no profiles.',
    },
    marketing: {
      label: 'Marketing',
      description: 'Lets us measure our campaigns and show you relevant Haven news elsewhere.',
    },
  },
  reset: {
    title: 'Your cookie choices',
    none: 'You haven’t made a choice yet. The cookie banner will ask you.',
    savedOn: 'Saved on {{date}}',
    on: 'On',
    off: 'Off',
    resetButton: 'Reset cookie preferences',
    openButton: 'Open cookie preferences',
    resetDone: 'Your cookie preferences were reset. The banner will ask you again.',
  },
}

export default consent
