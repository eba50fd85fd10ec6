/**
 * English texts of the `venues` namespace: the venue list, its map and filters, the shared
 * venue vocabulary (flags, categories, amenities, services, accessibility, target groups,
 * opening hours) and the suggest-a-venue form. The detail page loads this namespace too for
 * the shared vocabulary.
 *
 * Lookup lists (categories, amenities, …) are managed by admins: their texts here are keyed by
 * slug; a slug without a text shows the name stored in the database.
 */
const venues = {
  flags: {
    listLabel: 'Flags',
    certifiedSafeSpace: {
      label: 'Certified safe space',
      explanation: 'The team behind this place completed Haven’s safer-space training and signed our code of conduct.',
    },
    havenOwned: {
      label: 'Haven-owned',
      explanation: 'Run by Haven or by a partner of the community; profits go back into community projects.',
    },
    rainbowFriendly: {
      label: 'Rainbow friendly',
      explanation: 'Openly welcoming to LGBTQ+ guests, with staff who step in against harassment.',
    },
    accessible: {
      label: 'Accessible',
      explanation: 'Step-free entrance and an accessible toilet; see the accessibility details for more.',
    },
    communityVerified: {
      label: 'Community verified',
      explanation: 'Members checked in and confirmed that the information on this page is right.',
    },
  },
  categories: {
    bar: 'Bar',
    club: 'Club',
    cafe: 'Café',
    restaurant: 'Restaurant',
    'community-centre': 'Community centre',
    health: 'Health',
    bookshop: 'Bookshop',
    hotel: 'Hotel',
  },
  amenities: {
    wifi: 'Free Wi-Fi',
    'outdoor-seating': 'Outdoor seating',
    'all-gender-toilets': 'All-gender toilets',
    'dance-floor': 'Dance floor',
    stage: 'Stage',
    'coat-check': 'Coat check',
    'vegan-options': 'Vegan options',
    'non-alcoholic-drinks': 'Alcohol-free drinks',
    'pet-friendly': 'Pet friendly',
    'free-condoms': 'Free condoms',
    'card-payment': 'Card payment',
    'board-games': 'Board games',
  },
  services: {
    'hiv-testing': 'HIV testing',
    'sti-testing': 'STI testing',
    'prep-advice': 'PrEP advice',
    counselling: 'Counselling',
    'peer-support': 'Peer support',
    'legal-clinic': 'Legal clinic',
    workshops: 'Workshops',
    'live-music': 'Live music',
    'drag-shows': 'Drag shows',
    karaoke: 'Karaoke',
    'quiz-nights': 'Quiz nights',
    'private-hire': 'Private hire',
  },
  accessibility: {
    'step-free-entrance': 'Step-free entrance',
    'accessible-toilet': 'Accessible toilet',
    'hearing-loop': 'Hearing loop',
    'quiet-space': 'Quiet space',
    'braille-menu': 'Braille or large-print menu',
    'service-animals': 'Service animals welcome',
    'step-free-toilets': 'Step-free toilets',
    'seating-available': 'Seating always available',
    'sign-language': 'Sign language on request',
    'low-lighting-option': 'No strobe lighting',
  },
  targetGroups: {
    everyone: 'Everyone',
    lesbians: 'Lesbians',
    'gay-men': 'Gay men',
    'trans-non-binary': 'Trans & non-binary',
    'bi-plus': 'Bi+',
    'queer-youth': 'Queer youth',
    seniors: 'Seniors',
    bipoc: 'BIPOC',
    women: 'Women',
    families: 'Rainbow families',
    'asexual-aromantic': 'Ace & aro',
    intersex: 'Intersex',
  },
  hours: {
    openNow: 'Open now',
    closedNow: 'Closed now',
    closesAt: 'Closes at {{time}}',
    opensAt: 'Opens {{day}} at {{time}}',
    opensTodayAt: 'Opens today at {{time}}',
    closed: 'Closed',
    open24h: 'Open 24 hours',
    unknown: 'Opening hours not known',
    localTime: 'Times are local to the venue ({{zone}}).',
    days: {
      mon: 'Monday',
      tue: 'Tuesday',
      wed: 'Wednesday',
      thu: 'Thursday',
      fri: 'Friday',
      sat: 'Saturday',
      sun: 'Sunday',
    },
  },
  rating: {
    stars: '{{rating}} out of 5',
    reviews_one: '{{formatted}} review',
    reviews_other: '{{formatted}} reviews',
    none: 'No reviews yet',
  },
}

export default venues
