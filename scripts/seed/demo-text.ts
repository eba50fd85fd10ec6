/**
 * Word lists, lookup lists and text templates for the demo content generator (./demo.ts).
 *
 * Everything here is plain data. Placeholders in templates are written `{name}` and filled by
 * `fill()` in demo.ts. Real organisations, publications and people appear only where the facts
 * are well established; every other name (venues, groups, members, events) is invented.
 */

export type LookupItem = { slug: string; name: string; description: string; icon: string }

// ----------------------------------------------------------------------------- cities

/**
 * The 60 demo cities: name variants as they may appear in GeoNames + ISO country code.
 * Candidates after the first 60 found are ignored; missing ones fall back to populous cities.
 */
export const CITY_CANDIDATES: Array<{ names: string[]; country: string }> = [
  { names: ['Berlin'], country: 'de' },
  { names: ['San Francisco'], country: 'us' },
  { names: ['New York City', 'New York'], country: 'us' },
  { names: ['London'], country: 'gb' },
  { names: ['Amsterdam'], country: 'nl' },
  { names: ['Madrid'], country: 'es' },
  { names: ['Barcelona'], country: 'es' },
  { names: ['Paris'], country: 'fr' },
  { names: ['Toronto'], country: 'ca' },
  { names: ['Mexico City', 'Ciudad de México', 'Ciudad de Mexico'], country: 'mx' },
  { names: ['São Paulo', 'Sao Paulo'], country: 'br' },
  { names: ['Buenos Aires'], country: 'ar' },
  { names: ['Sydney'], country: 'au' },
  { names: ['Melbourne'], country: 'au' },
  { names: ['Tel Aviv', 'Tel Aviv-Yafo', 'Tel Aviv-Jaffa'], country: 'il' },
  { names: ['Cape Town'], country: 'za' },
  { names: ['Bangkok'], country: 'th' },
  { names: ['Tokyo'], country: 'jp' },
  { names: ['Seoul'], country: 'kr' },
  { names: ['Taipei'], country: 'tw' },
  { names: ['Lisbon', 'Lisboa'], country: 'pt' },
  { names: ['Copenhagen', 'København'], country: 'dk' },
  { names: ['Stockholm'], country: 'se' },
  { names: ['Vienna', 'Wien'], country: 'at' },
  { names: ['Prague', 'Praha'], country: 'cz' },
  { names: ['Rome', 'Roma'], country: 'it' },
  { names: ['Montréal', 'Montreal'], country: 'ca' },
  { names: ['Chicago'], country: 'us' },
  { names: ['Los Angeles'], country: 'us' },
  { names: ['Reykjavík', 'Reykjavik'], country: 'is' },
  { names: ['Dublin'], country: 'ie' },
  { names: ['Brighton'], country: 'gb' },
  { names: ['Manchester'], country: 'gb' },
  { names: ['Cologne', 'Köln', 'Koeln'], country: 'de' },
  { names: ['Munich', 'München', 'Muenchen'], country: 'de' },
  { names: ['Hamburg'], country: 'de' },
  { names: ['Zurich', 'Zürich'], country: 'ch' },
  { names: ['Brussels', 'Bruxelles', 'Brussel'], country: 'be' },
  { names: ['Oslo'], country: 'no' },
  { names: ['Helsinki'], country: 'fi' },
  { names: ['Warsaw', 'Warszawa'], country: 'pl' },
  { names: ['Athens', 'Athína', 'Athina'], country: 'gr' },
  { names: ['Mykonos', 'Mýkonos'], country: 'gr' },
  { names: ['Bogotá', 'Bogota'], country: 'co' },
  { names: ['Santiago'], country: 'cl' },
  { names: ['Lima'], country: 'pe' },
  { names: ['Rio de Janeiro'], country: 'br' },
  { names: ['Auckland'], country: 'nz' },
  { names: ['Wellington'], country: 'nz' },
  { names: ['Vancouver'], country: 'ca' },
  { names: ['Seattle'], country: 'us' },
  { names: ['New Orleans'], country: 'us' },
  { names: ['Miami'], country: 'us' },
  { names: ['Atlanta'], country: 'us' },
  { names: ['Austin'], country: 'us' },
  { names: ['Palm Springs'], country: 'us' },
  { names: ['Puerto Vallarta'], country: 'mx' },
  { names: ['Hong Kong'], country: 'hk' },
  { names: ['Singapore'], country: 'sg' },
  { names: ['Mumbai'], country: 'in' },
  // extras, used only when one of the above is missing from the city list
  { names: ['Washington', 'Washington, D.C.'], country: 'us' },
  { names: ['Boston'], country: 'us' },
  { names: ['Edinburgh'], country: 'gb' },
  { names: ['Valencia'], country: 'es' },
  { names: ['Lyon'], country: 'fr' },
]

/** Countries whose most populous cities are used to top the list up to 60. */
export const FALLBACK_COUNTRIES = ['us', 'de', 'gb', 'es', 'fr', 'ca', 'nl', 'au', 'br', 'it', 'se', 'pt', 'nz', 'ie', 'ch', 'be', 'dk', 'no', 'at', 'fi']

/** Well-known queer neighbourhoods and streets by city (ASCII name, lower case). */
export const CITY_DISTRICTS: Record<string, string[]> = {
  berlin: ['Schöneberg', 'Kreuzberg', 'Neukölln', 'Prenzlauer Berg', 'Friedrichshain'],
  'san francisco': ['the Castro', 'SoMa', 'the Mission', 'Hayes Valley'],
  'new york city': ['Chelsea', "Hell's Kitchen", 'the West Village', 'Bushwick', 'Jackson Heights'],
  london: ['Soho', 'Vauxhall', 'Dalston', 'Camden', 'Brixton'],
  amsterdam: ['the Jordaan', 'De Pijp', 'Zeedijk', 'Oost'],
  madrid: ['Chueca', 'Lavapiés', 'Malasaña'],
  barcelona: ['the Eixample', 'Gràcia', 'El Raval', 'Poblenou'],
  paris: ['Le Marais', 'Belleville', 'Pigalle', 'Oberkampf'],
  toronto: ['the Church-Wellesley Village', 'Queen West', 'Kensington Market'],
  'mexico city': ['Zona Rosa', 'Roma Norte', 'Condesa', 'Coyoacán'],
  'sao paulo': ['Consolação', 'Vila Madalena', 'Pinheiros', 'Bela Vista'],
  'buenos aires': ['Palermo', 'San Telmo', 'Recoleta'],
  sydney: ['Darlinghurst', 'Newtown', 'Surry Hills', 'Erskineville'],
  melbourne: ['Collingwood', 'Fitzroy', 'St Kilda', 'Prahran'],
  'tel aviv': ['Florentin', 'Neve Tzedek', 'the Rothschild area'],
  'cape town': ['De Waterkant', 'Green Point', 'Sea Point', 'Observatory'],
  bangkok: ['Silom', 'Sukhumvit', 'Ari'],
  tokyo: ['Shinjuku Ni-chōme', 'Shibuya', 'Shimokitazawa'],
  seoul: ['Itaewon', 'Jongno', 'Hongdae'],
  taipei: ['Ximending', 'Da’an', 'Zhongshan'],
  lisbon: ['Príncipe Real', 'Bairro Alto', 'Cais do Sodré'],
  copenhagen: ['Indre By', 'Vesterbro', 'Nørrebro'],
  stockholm: ['Södermalm', 'Gamla stan', 'Vasastan'],
  vienna: ['Mariahilf', 'Wieden', 'Neubau'],
  prague: ['Vinohrady', 'Žižkov', 'Karlín'],
  rome: ['Monti', 'San Giovanni', 'Testaccio', 'Pigneto'],
  montreal: ['Le Village', 'the Plateau', 'Mile End'],
  chicago: ['Northalsted', 'Andersonville', 'Pilsen', 'Logan Square'],
  'los angeles': ['West Hollywood', 'Silver Lake', 'Echo Park', 'Downtown'],
  reykjavik: ['Laugavegur', 'Miðborg', 'Vesturbær'],
  dublin: ['Temple Bar', 'Dame Street', 'Stoneybatter', 'Portobello'],
  brighton: ['Kemptown', 'the North Laine', 'Hove'],
  manchester: ['the Gay Village', 'the Northern Quarter', 'Ancoats'],
  koln: ['the Belgian Quarter', 'the Altstadt', 'Ehrenfeld'],
  munich: ['the Glockenbachviertel', 'Isarvorstadt', 'Schwabing'],
  hamburg: ['St. Georg', 'St. Pauli', 'Sternschanze'],
  zurich: ['the Niederdorf', 'Kreis 4', 'Kreis 5'],
  brussels: ['Saint-Jacques', 'Ixelles', 'Saint-Gilles'],
  oslo: ['Grünerløkka', 'Sentrum', 'Grønland'],
  helsinki: ['Kallio', 'Punavuori', 'Kamppi'],
  warsaw: ['Śródmieście', 'Praga', 'Powiśle'],
  athens: ['Gazi', 'Exarchia', 'Koukaki', 'Psyrri'],
  bogota: ['Chapinero', 'La Candelaria', 'Teusaquillo'],
  santiago: ['Bellavista', 'Lastarria', 'Barrio Italia'],
  lima: ['Miraflores', 'Barranco', 'Cercado'],
  'rio de janeiro': ['Ipanema', 'Copacabana', 'Lapa', 'Botafogo'],
  auckland: ['Karangahape Road', 'Ponsonby', 'Grey Lynn'],
  wellington: ['Cuba Street', 'Te Aro', 'Newtown'],
  vancouver: ['Davie Village', 'Commercial Drive', 'Mount Pleasant'],
  seattle: ['Capitol Hill', 'Fremont', 'Ballard'],
  'new orleans': ['the French Quarter', 'the Marigny', 'the Bywater'],
  miami: ['South Beach', 'Wynwood', 'Little Havana'],
  atlanta: ['Midtown', 'Little Five Points', 'Old Fourth Ward'],
  austin: ['East Austin', 'Downtown', 'South Congress'],
  'palm springs': ['Arenas Road', 'Uptown', 'Warm Sands'],
  'puerto vallarta': ['the Zona Romántica', 'the Malecón', 'Centro'],
  'hong kong': ['Central', 'Sheung Wan', 'Wan Chai'],
  singapore: ['Tanjong Pagar', 'Chinatown', 'Tiong Bahru'],
  mumbai: ['Bandra', 'Colaba', 'Lower Parel'],
}

/** Country → language used for street names and venue-name flavour. */
export const COUNTRY_LANGUAGE: Record<string, 'de' | 'es' | 'fr' | 'pt' | 'it' | 'nl' | 'nordic' | 'en'> = {
  de: 'de', at: 'de', ch: 'de',
  es: 'es', mx: 'es', ar: 'es', co: 'es', cl: 'es', pe: 'es',
  fr: 'fr', be: 'fr',
  pt: 'pt', br: 'pt',
  it: 'it',
  nl: 'nl',
  se: 'nordic', dk: 'nordic', no: 'nordic', is: 'nordic', fi: 'nordic',
}

/** Street name patterns per language ({w} = a street word). */
export const STREET_PATTERNS: Record<string, { words: string[]; forms: string[] }> = {
  de: { words: ['Linden', 'Rosen', 'Garten', 'Berg', 'Mühlen', 'Kirch', 'Schiller', 'Goethe', 'Hafen', 'Markt', 'Wiesen', 'Brunnen'], forms: ['{w}straße {n}', '{w}weg {n}', '{w}allee {n}', '{w}platz {n}'] },
  es: { words: ['las Flores', 'la Luna', 'San Miguel', 'los Olivos', 'la Paz', 'del Sol', 'Cervantes', 'la Libertad', 'los Artistas', 'del Carmen'], forms: ['Calle {w} {n}', 'Avenida {w} {n}', 'Plaza {w} {n}', 'Pasaje {w} {n}'] },
  fr: { words: ['des Lilas', 'de la Paix', 'du Temple', 'des Roses', 'Saint-Martin', 'de la Fontaine', 'des Artistes', 'du Marché', 'Voltaire', 'des Écoles'], forms: ['{n} rue {w}', '{n} avenue {w}', '{n} boulevard {w}', '{n} place {w}'] },
  pt: { words: ['das Flores', 'da Liberdade', 'do Sol', 'Augusta', 'da Paz', 'dos Poetas', 'do Carmo', 'da Alegria', 'das Amoreiras', 'do Mar'], forms: ['Rua {w}, {n}', 'Avenida {w}, {n}', 'Travessa {w}, {n}', 'Largo {w}, {n}'] },
  it: { words: ['dei Fiori', 'della Pace', 'Garibaldi', 'del Sole', 'Verdi', 'della Luna', 'degli Artisti', 'San Lorenzo', 'Mazzini', 'del Corso'], forms: ['Via {w} {n}', 'Piazza {w} {n}', 'Vicolo {w} {n}', 'Viale {w} {n}'] },
  nl: { words: ['Rozen', 'Linden', 'Bloem', 'Kerk', 'Prinsen', 'Molen', 'Haven', 'Tulp', 'Vondel', 'Markt'], forms: ['{w}straat {n}', '{w}gracht {n}', '{w}laan {n}', '{w}plein {n}'] },
  nordic: { words: ['Rose', 'Linde', 'Kirke', 'Havne', 'Skov', 'Strand', 'Mølle', 'Torv', 'Sol', 'Bjørke'], forms: ['{w}gatan {n}', '{w}gade {n}', '{w}vegen {n}', '{w}stræde {n}'] },
  en: { words: ['Rose', 'Linden', 'Market', 'Harbour', 'Church', 'Mill', 'Garden', 'Union', 'Willow', 'Rainbow', 'Maple', 'Victoria', 'Liberty', 'Park', 'Cedar'], forms: ['{n} {w} Street', '{n} {w} Avenue', '{n} {w} Road', '{n} {w} Lane', '{n} {w} Place'] },
}

// ----------------------------------------------------------------------------- lookups

export const VENUE_CATEGORIES: LookupItem[] = [
  { slug: 'bar', name: 'Bar', description: 'Bars and pubs with a queer crowd or an explicit welcome.', icon: 'martini' },
  { slug: 'club', name: 'Club', description: 'Dance clubs, queer club nights and late-night venues.', icon: 'music' },
  { slug: 'cafe', name: 'Café', description: 'Cafés and coffee houses that are safe places to hang out.', icon: 'coffee' },
  { slug: 'restaurant', name: 'Restaurant', description: 'Restaurants owned by or welcoming to LGBTQ+ people.', icon: 'utensils' },
  { slug: 'community-centre', name: 'Community centre', description: 'Community centres, drop-ins and volunteer-run spaces.', icon: 'home' },
  { slug: 'health', name: 'Health', description: 'Sexual health clinics, testing sites and affirming practices.', icon: 'heart-pulse' },
  { slug: 'bookshop', name: 'Bookshop', description: 'Independent and queer bookshops, zine libraries and archives.', icon: 'book-open' },
  { slug: 'hotel', name: 'Hotel', description: 'Hotels and guest houses with a clear welcome for LGBTQ+ travellers.', icon: 'bed' },
]

export const VENUE_AMENITIES: LookupItem[] = [
  { slug: 'wifi', name: 'Free Wi-Fi', description: 'Free wireless internet for guests.', icon: 'wifi' },
  { slug: 'outdoor-seating', name: 'Outdoor seating', description: 'Terrace, garden or pavement seating.', icon: 'sun' },
  { slug: 'all-gender-toilets', name: 'All-gender toilets', description: 'Toilets open to everyone regardless of gender.', icon: 'toilet' },
  { slug: 'dance-floor', name: 'Dance floor', description: 'A dedicated space for dancing.', icon: 'disc' },
  { slug: 'stage', name: 'Stage', description: 'A stage for drag, cabaret, readings or live music.', icon: 'mic' },
  { slug: 'coat-check', name: 'Coat check', description: 'Staffed cloakroom.', icon: 'shirt' },
  { slug: 'vegan-options', name: 'Vegan options', description: 'Clearly marked vegan food and drinks.', icon: 'leaf' },
  { slug: 'non-alcoholic-drinks', name: 'Alcohol-free drinks', description: 'A real choice of alcohol-free drinks.', icon: 'cup-soda' },
  { slug: 'pet-friendly', name: 'Pet friendly', description: 'Well-behaved dogs are welcome.', icon: 'dog' },
  { slug: 'free-condoms', name: 'Free condoms', description: 'Free condoms and lube available.', icon: 'shield' },
  { slug: 'card-payment', name: 'Card payment', description: 'Cards and contactless accepted.', icon: 'credit-card' },
  { slug: 'board-games', name: 'Board games', description: 'Games library for guests.', icon: 'dice-5' },
]

export const VENUE_SERVICES: LookupItem[] = [
  { slug: 'hiv-testing', name: 'HIV testing', description: 'Rapid or lab HIV tests.', icon: 'test-tube' },
  { slug: 'sti-testing', name: 'STI testing', description: 'Testing for sexually transmitted infections.', icon: 'microscope' },
  { slug: 'prep-advice', name: 'PrEP advice', description: 'Advice on PrEP and prescriptions or referrals.', icon: 'pill' },
  { slug: 'counselling', name: 'Counselling', description: 'One-to-one counselling sessions.', icon: 'message-circle-heart' },
  { slug: 'peer-support', name: 'Peer support', description: 'Groups and drop-ins run by peers.', icon: 'users' },
  { slug: 'legal-clinic', name: 'Legal clinic', description: 'Free or low-cost legal advice sessions.', icon: 'scale' },
  { slug: 'workshops', name: 'Workshops', description: 'Regular workshops and classes.', icon: 'presentation' },
  { slug: 'live-music', name: 'Live music', description: 'Concerts and DJ sets.', icon: 'music-2' },
  { slug: 'drag-shows', name: 'Drag shows', description: 'Regular drag and cabaret performances.', icon: 'sparkles' },
  { slug: 'karaoke', name: 'Karaoke', description: 'Karaoke nights.', icon: 'mic-vocal' },
  { slug: 'quiz-nights', name: 'Quiz nights', description: 'Pub quizzes and trivia.', icon: 'circle-help' },
  { slug: 'private-hire', name: 'Private hire', description: 'The space can be booked for private events.', icon: 'calendar-check' },
]

export const ACCESSIBILITY_ATTRIBUTES: LookupItem[] = [
  { slug: 'step-free-entrance', name: 'Step-free entrance', description: 'The main entrance has no steps or has a ramp.', icon: 'accessibility' },
  { slug: 'accessible-toilet', name: 'Accessible toilet', description: 'A wheelchair-accessible toilet is available.', icon: 'toilet' },
  { slug: 'hearing-loop', name: 'Hearing loop', description: 'An induction loop is installed at the counter or stage.', icon: 'ear' },
  { slug: 'quiet-space', name: 'Quiet space', description: 'A calmer area or room away from noise and crowds.', icon: 'volume-x' },
  { slug: 'braille-menu', name: 'Braille or large-print menu', description: 'Menus available in braille or large print.', icon: 'book-a' },
  { slug: 'service-animals', name: 'Service animals welcome', description: 'Assistance animals are always welcome.', icon: 'paw-print' },
  { slug: 'step-free-toilets', name: 'Step-free toilets', description: 'Toilets can be reached without stairs.', icon: 'move-horizontal' },
  { slug: 'seating-available', name: 'Seating always available', description: 'Seats are available at every event.', icon: 'armchair' },
  { slug: 'sign-language', name: 'Sign language on request', description: 'Sign language interpretation can be arranged.', icon: 'hand' },
  { slug: 'low-lighting-option', name: 'No strobe lighting', description: 'No strobe or flashing lights are used.', icon: 'lightbulb-off' },
]

export const TARGET_GROUPS: LookupItem[] = [
  { slug: 'everyone', name: 'Everyone', description: 'All LGBTQ+ people and allies.', icon: 'rainbow' },
  { slug: 'lesbians', name: 'Lesbians', description: 'Spaces centred on lesbians and sapphic people.', icon: 'heart' },
  { slug: 'gay-men', name: 'Gay men', description: 'Spaces centred on gay, bi and queer men.', icon: 'heart' },
  { slug: 'trans-non-binary', name: 'Trans & non-binary', description: 'Spaces centred on trans, non-binary and gender-diverse people.', icon: 'sparkles' },
  { slug: 'bi-plus', name: 'Bi+', description: 'Bisexual, pansexual and other bi+ people.', icon: 'circle-dot' },
  { slug: 'queer-youth', name: 'Queer youth', description: 'Young people, usually 16 to 25.', icon: 'graduation-cap' },
  { slug: 'seniors', name: 'Seniors', description: 'LGBTQ+ people over 60.', icon: 'sunset' },
  { slug: 'bipoc', name: 'BIPOC', description: 'Black, Indigenous and people of colour.', icon: 'hand-heart' },
  { slug: 'women', name: 'Women', description: 'Women and femmes, trans-inclusive.', icon: 'venus' },
  { slug: 'families', name: 'Rainbow families', description: 'Queer parents, kids and their families.', icon: 'baby' },
  { slug: 'asexual-aromantic', name: 'Ace & aro', description: 'Asexual and aromantic people.', icon: 'spade' },
  { slug: 'intersex', name: 'Intersex', description: 'Intersex people and their families.', icon: 'circle' },
]

export const EVENT_TYPES: LookupItem[] = [
  { slug: 'pride', name: 'Pride', description: 'Pride marches, parades and festivals.', icon: 'rainbow' },
  { slug: 'party', name: 'Party', description: 'Club nights, parties and dances.', icon: 'party-popper' },
  { slug: 'meetup', name: 'Meetup', description: 'Social meetups, drinks and hangouts.', icon: 'users' },
  { slug: 'talk', name: 'Talk', description: 'Talks, panels and readings.', icon: 'presentation' },
  { slug: 'sport', name: 'Sport', description: 'Sports clubs, runs, games and tournaments.', icon: 'trophy' },
  { slug: 'arts', name: 'Arts', description: 'Exhibitions, theatre, drag and performance.', icon: 'palette' },
  { slug: 'workshop', name: 'Workshop', description: 'Hands-on workshops and classes.', icon: 'hammer' },
  { slug: 'support-group', name: 'Support group', description: 'Peer support and wellbeing sessions.', icon: 'hand-heart' },
  { slug: 'film', name: 'Film', description: 'Screenings and film festivals.', icon: 'clapperboard' },
  { slug: 'activism', name: 'Activism', description: 'Rallies, vigils and volunteer days.', icon: 'megaphone' },
]

export const EVENT_AMENITIES: LookupItem[] = [
  { slug: 'wheelchair-access', name: 'Wheelchair access', description: 'The location is wheelchair accessible.', icon: 'accessibility' },
  { slug: 'all-gender-toilets', name: 'All-gender toilets', description: 'All-gender toilets on site.', icon: 'toilet' },
  { slug: 'quiet-room', name: 'Quiet room', description: 'A quiet room to take a break.', icon: 'volume-x' },
  { slug: 'sober-space', name: 'Sober space', description: 'Alcohol-free or with a sober area.', icon: 'cup-soda' },
  { slug: 'food', name: 'Food available', description: 'Food is served or sold on site.', icon: 'utensils' },
  { slug: 'childcare', name: 'Childcare', description: 'Childcare or a family area is provided.', icon: 'baby' },
  { slug: 'cloakroom', name: 'Cloakroom', description: 'Cloakroom on site.', icon: 'shirt' },
  { slug: 'outdoor', name: 'Outdoors', description: 'The event takes place outside.', icon: 'trees' },
]

export const EVENT_SERVICES: LookupItem[] = [
  { slug: 'sign-language', name: 'Sign language interpretation', description: 'Interpreters for the main programme.', icon: 'hand' },
  { slug: 'live-captions', name: 'Live captions', description: 'Live captions on screen.', icon: 'captions' },
  { slug: 'awareness-team', name: 'Awareness team', description: 'A team you can turn to if something goes wrong.', icon: 'shield-check' },
  { slug: 'first-aid', name: 'First aid', description: 'First aiders on site.', icon: 'cross' },
  { slug: 'free-testing', name: 'Free testing', description: 'Free HIV and STI testing on site.', icon: 'test-tube' },
  { slug: 'translation', name: 'Translation', description: 'Whispered or live translation on request.', icon: 'languages' },
  { slug: 'livestream', name: 'Livestream', description: 'The event is streamed online.', icon: 'video' },
  { slug: 'pronoun-badges', name: 'Pronoun badges', description: 'Name and pronoun badges at the door.', icon: 'badge' },
]

export const MARKETPLACE_CATEGORIES: LookupItem[] = [
  { slug: 'apparel', name: 'Apparel', description: 'T-shirts, hoodies and Pride wear.', icon: 'shirt' },
  { slug: 'books', name: 'Books', description: 'Queer books, zines and comics.', icon: 'book' },
  { slug: 'art', name: 'Art', description: 'Prints, posters and original art by queer artists.', icon: 'palette' },
  { slug: 'accessories', name: 'Accessories', description: 'Pins, bags, jewellery and flags.', icon: 'gem' },
  { slug: 'home', name: 'Home', description: 'Mugs, candles, textiles and things for the home.', icon: 'lamp' },
  { slug: 'wellness', name: 'Wellness', description: 'Self-care, binders and body-positive products.', icon: 'sparkles' },
]

/** 6 tag categories (the resource category list). */
export const TAG_CATEGORIES = ['health', 'legal', 'support', 'community', 'identity', 'education'] as const

export const UNIFIED_TAGS: Array<{ name: string; slug: string; description: string; category: string }> = [
  { name: 'Mental Health', slug: 'mental-health', description: 'Therapy, counselling and wellbeing.', category: 'health' },
  { name: 'HIV', slug: 'hiv', description: 'HIV testing, treatment, prevention and living well with HIV.', category: 'health' },
  { name: 'PrEP', slug: 'prep', description: 'Pre-exposure prophylaxis: access, prescriptions and advice.', category: 'health' },
  { name: 'PEP', slug: 'pep', description: 'Post-exposure prophylaxis after a possible HIV exposure.', category: 'health' },
  { name: 'Sexual Health', slug: 'sexual-health', description: 'STI testing, vaccines and sexual wellbeing.', category: 'health' },
  { name: 'Trans Health', slug: 'trans-health', description: 'Gender-affirming care, hormones and trans-competent clinicians.', category: 'health' },
  { name: 'Hormones', slug: 'hormones', description: 'Hormone therapy information and monitoring.', category: 'health' },
  { name: 'Intersex Health', slug: 'intersex-health', description: 'Care and advocacy for intersex people.', category: 'health' },
  { name: 'Substance Use', slug: 'substance-use', description: 'Harm reduction, chemsex support and recovery.', category: 'health' },
  { name: 'Eating Disorders', slug: 'eating-disorders', description: 'Support for eating disorders and body image.', category: 'health' },
  { name: 'Legal Aid', slug: 'legal-aid', description: 'Free or low-cost legal advice and representation.', category: 'legal' },
  { name: 'Asylum', slug: 'asylum', description: 'Support for LGBTQ+ asylum seekers and refugees.', category: 'legal' },
  { name: 'Discrimination', slug: 'discrimination', description: 'Reporting and challenging discrimination.', category: 'legal' },
  { name: 'Legal Gender Recognition', slug: 'legal-gender-recognition', description: 'Changing name and gender marker on documents.', category: 'legal' },
  { name: 'Hate Crime', slug: 'hate-crime', description: 'Reporting hate crimes and getting support afterwards.', category: 'legal' },
  { name: 'Employment Rights', slug: 'employment-rights', description: 'Rights at work, workplace inclusion and advice.', category: 'legal' },
  { name: 'Family Law', slug: 'family-law', description: 'Marriage, partnership, adoption and parental rights.', category: 'legal' },
  { name: 'Crisis Line', slug: 'crisis-line', description: 'Immediate help by phone, text or chat.', category: 'support' },
  { name: 'Suicide Prevention', slug: 'suicide-prevention', description: 'Help for people in crisis and those worried about someone.', category: 'support' },
  { name: 'Domestic Abuse', slug: 'domestic-abuse', description: 'Support for LGBTQ+ survivors of domestic abuse.', category: 'support' },
  { name: 'Housing', slug: 'housing', description: 'Homelessness support and safe housing.', category: 'support' },
  { name: 'Peer Support', slug: 'peer-support', description: 'Support from people with lived experience.', category: 'support' },
  { name: 'Helpline', slug: 'helpline', description: 'Listening services and information lines.', category: 'support' },
  { name: 'Financial Help', slug: 'financial-help', description: 'Grants, emergency funds and benefits advice.', category: 'support' },
  { name: 'Youth', slug: 'youth', description: 'Groups and services for young LGBTQ+ people.', category: 'community' },
  { name: 'Seniors', slug: 'seniors', description: 'Services and groups for older LGBTQ+ people.', category: 'community' },
  { name: 'Parents & Families', slug: 'parents-families', description: 'Support for parents, families and allies.', category: 'community' },
  { name: 'Sports', slug: 'sports', description: 'Inclusive sports clubs and leagues.', category: 'community' },
  { name: 'Faith', slug: 'faith', description: 'LGBTQ+ inclusive faith communities.', category: 'community' },
  { name: 'Disability', slug: 'disability', description: 'Disabled LGBTQ+ people and accessibility.', category: 'community' },
  { name: 'BIPOC', slug: 'bipoc', description: 'Groups led by and for queer people of colour.', category: 'community' },
  { name: 'Travel', slug: 'travel', description: 'Safe travel information for LGBTQ+ travellers.', category: 'community' },
  { name: 'Coming Out', slug: 'coming-out', description: 'Support and stories about coming out.', category: 'identity' },
  { name: 'Trans', slug: 'trans', description: 'Resources for trans people.', category: 'identity' },
  { name: 'Non-binary', slug: 'non-binary', description: 'Resources for non-binary people.', category: 'identity' },
  { name: 'Bisexual', slug: 'bisexual', description: 'Resources for bi+ people.', category: 'identity' },
  { name: 'Lesbian', slug: 'lesbian', description: 'Resources for lesbians.', category: 'identity' },
  { name: 'Gay', slug: 'gay', description: 'Resources for gay men.', category: 'identity' },
  { name: 'Asexual', slug: 'asexual', description: 'Resources for ace and aro people.', category: 'identity' },
  { name: 'Intersex', slug: 'intersex', description: 'Resources for intersex people.', category: 'identity' },
  { name: 'Education', slug: 'education', description: 'Learning about LGBTQ+ lives and history.', category: 'education' },
  { name: 'History', slug: 'history', description: 'LGBTQ+ history, archives and memory.', category: 'education' },
  { name: 'Schools', slug: 'schools', description: 'Inclusive schools and anti-bullying work.', category: 'education' },
  { name: 'Workplace', slug: 'workplace', description: 'Inclusion at work, networks and training.', category: 'education' },
  { name: 'Research', slug: 'research', description: 'Data, surveys and research about LGBTQ+ lives.', category: 'education' },
  { name: 'Human Rights', slug: 'human-rights', description: 'Advocacy for LGBTQ+ human rights worldwide.', category: 'legal' },
  { name: 'Arts & Culture', slug: 'arts-culture', description: 'Queer art, literature, music and film.', category: 'community' },
  { name: 'Activism', slug: 'activism', description: 'Campaigning and organising for equality.', category: 'community' },
  { name: 'Science', slug: 'science', description: 'LGBTQ+ people in science and technology.', category: 'education' },
]

export const PROFESSIONS: Array<{ name: string; slug: string; description: string }> = [
  { name: 'Therapist', slug: 'therapist', description: 'Psychotherapists offering affirming talking therapy.' },
  { name: 'Counsellor', slug: 'counsellor', description: 'Counsellors for short- and long-term support.' },
  { name: 'Psychiatrist', slug: 'psychiatrist', description: 'Medical doctors specialised in mental health.' },
  { name: 'Doctor', slug: 'doctor', description: 'General practitioners and family doctors.' },
  { name: 'Endocrinologist', slug: 'endocrinologist', description: 'Specialists in hormones, including gender-affirming hormone therapy.' },
  { name: 'Sexual Health Nurse', slug: 'sexual-health-nurse', description: 'Nurses running testing, PrEP and vaccination clinics.' },
  { name: 'Gynaecologist', slug: 'gynaecologist', description: 'Gynaecologists with experience of queer and trans patients.' },
  { name: 'Surgeon', slug: 'surgeon', description: 'Surgeons offering gender-affirming procedures.' },
  { name: 'Speech Therapist', slug: 'speech-therapist', description: 'Voice and communication therapy, including voice training.' },
  { name: 'Lawyer', slug: 'lawyer', description: 'Lawyers for discrimination, family and general cases.' },
  { name: 'Immigration Lawyer', slug: 'immigration-lawyer', description: 'Specialists in asylum and immigration law.' },
  { name: 'Social Worker', slug: 'social-worker', description: 'Social workers supporting individuals and families.' },
  { name: 'Youth Worker', slug: 'youth-worker', description: 'Youth workers running groups and one-to-one support.' },
  { name: 'Pharmacist', slug: 'pharmacist', description: 'Pharmacists advising on PrEP, PEP and medication.' },
]

// ----------------------------------------------------------------------------- people

export const FIRST_NAMES = [
  'Aaliyah', 'Adebayo', 'Aiko', 'Alejandro', 'Alex', 'Amara', 'Amir', 'Ana', 'Andrés', 'Anouk', 'Aroha', 'Arjun',
  'Astrid', 'Ayesha', 'Bao', 'Beatriz', 'Camille', 'Carmen', 'Chen', 'Chidi', 'Chiara', 'Dalia', 'Daniel', 'Dara',
  'Dmitri', 'Eitan', 'Elif', 'Elena', 'Emeka', 'Emil', 'Esperanza', 'Fatima', 'Felix', 'Fernanda', 'Finn', 'Freya',
  'Gabriel', 'Hana', 'Hannah', 'Haruki', 'Hugo', 'Ibrahim', 'Ines', 'Isabela', 'Jae', 'Jamal', 'Javier', 'Jin',
  'Jonas', 'Jordan', 'Josefina', 'Kai', 'Kalani', 'Kamala', 'Kemal', 'Kenji', 'Kiri', 'Lars', 'Layla', 'Leilani',
  'Leon', 'Lina', 'Lucía', 'Luca', 'Maëlle', 'Mai', 'Malik', 'Mariana', 'Marta', 'Mateo', 'Maya', 'Mei', 'Min-jun',
  'Mira', 'Nadia', 'Nasrin', 'Nia', 'Nikolai', 'Noa', 'Noor', 'Nuno', 'Oluwaseun', 'Omar', 'Oskar', 'Paloma',
  'Pedro', 'Priya', 'Quinn', 'Rafael', 'Rahel', 'Rania', 'Ravi', 'Reza', 'Riley', 'Rosa', 'Ruth', 'Sacha', 'Sakura',
  'Samir', 'Sana', 'Santiago', 'Sasha', 'Seo-yeon', 'Sina', 'Siobhán', 'Sofia', 'Soraya', 'Tariq', 'Tavita', 'Tendai',
  'Thandiwe', 'Theo', 'Tomás', 'Uma', 'Valentina', 'Wei', 'Yara', 'Yasmin', 'Yohannes', 'Yuki', 'Zainab', 'Zeynep',
  'Zoe', 'Ezra', 'Robin', 'Charlie', 'Morgan', 'Ari', 'Eli', 'Jules', 'Nico', 'Remy', 'Sam', 'Taylor', 'Avery',
]

export const LAST_NAMES = [
  'Abebe', 'Adeyemi', 'Ahmadi', 'Alvarez', 'Andersen', 'Araújo', 'Bakker', 'Banerjee', 'Becker', 'Bianchi', 'Boateng',
  'Byrne', 'Carvalho', 'Castillo', 'Chen', 'Cohen', 'Costa', 'Dahl', 'Das', 'Delgado', 'Dubois', 'Dvořák', 'Eriksson',
  'Fernández', 'Fischer', 'Fontaine', 'García', 'Gonzaga', 'Haddad', 'Hansen', 'Hashemi', 'Hernández', 'Hoffmann',
  'Horvat', 'Ibáñez', 'Ito', 'Jansen', 'Jensen', 'Jovanović', 'Kaya', 'Kelly', 'Khan', 'Kim', 'Kowalski', 'Kumar',
  'Laurent', 'Lee', 'Lindqvist', 'Lopes', 'Mahlangu', 'Martin', 'Mendoza', 'Mensah', 'Moreau', 'Moretti', 'Murphy',
  'Nakamura', 'Ndlovu', 'Nguyen', 'Nielsen', 'Novak', 'Nowak', "O'Brien", 'Okafor', 'Oliveira', 'Ortiz', 'Park',
  'Patel', 'Pereira', 'Petrov', 'Quispe', 'Ramírez', 'Rahman', 'Reyes', 'Ricci', 'Rossi', 'Saito', 'Santos',
  'Schmidt', 'Silva', 'Singh', 'Sokolov', 'Souza', 'Suzuki', 'Takahashi', 'Tanaka', 'Te Rangi', 'Torres', 'Tran',
  'Van Dijk', 'Varga', 'Vasquez', 'Virtanen', 'Wagner', 'Walker', 'Wang', 'Weber', 'Williams', 'Wong', 'Yamamoto',
  'Yilmaz', 'Zhang', 'Zulu', 'Mwangi', 'Osei', 'Kaur', 'Begum', 'Lindgren', 'Jónsdóttir', 'Makoa', 'Faleolo',
]

export const PRONOUNS: Array<[string, number]> = [
  ['she/her', 26], ['he/him', 26], ['they/them', 22], ['she/they', 9], ['he/they', 9], ['any pronouns', 3], ['xe/xem', 1], ['ze/hir', 1],
]

export const INTERESTS = [
  'drag', 'hiking', 'board games', 'queer history', 'poetry', 'techno', 'cooking', 'photography', 'running', 'yoga',
  'film', 'theatre', 'book club', 'climbing', 'activism', 'volunteering', 'karaoke', 'cycling', 'swimming', 'gaming',
  'ballroom', 'vogue', 'fashion', 'design', 'coffee', 'wine', 'travel', 'languages', 'music production', 'choir',
  'football', 'roller derby', 'tennis', 'gardening', 'crafts', 'comics', 'anime', 'tarot', 'meditation', 'science fiction',
  'museums', 'dancing', 'vinyl', 'zines', 'baking', 'dogs', 'cats', 'podcasts', 'tattoos', 'sustainability',
]

export const LOOKING_FOR = [
  'friends', 'a partner', 'a book club', 'hiking buddies', 'a running group', 'people to go out with', 'mentoring',
  'a choir', 'a sports team', 'travel tips', 'volunteering', 'professional contacts', 'a flatmate', 'language exchange',
  'gaming nights', 'creative collaborators',
]

export const BIO_TEMPLATES = [
  'Recently moved to {city} and looking to meet people. Big fan of {i1} and {i2}.',
  '{city} local. Weekends are for {i1}, weeknights for {i2}. Say hi!',
  'Queer, curious and always up for {i1}. Ask me about {i2}.',
  'Trying every café in {city}, one flat white at a time. Also into {i1}.',
  'Volunteer at a local Pride. Happiest when {i1} is involved.',
  'Part-time {i1} enthusiast, full-time {i2} nerd. Based in {city}.',
  'New to the scene and taking it slow. Love {i1}, {i2} and good conversation.',
  'Nurse by day, {i1} by night. {city} forever.',
  'Designer in {city}. I organise a small {i1} meetup — come along!',
  'Teacher, cat person, {i1} devotee. Looking for {lf}.',
  'Originally from elsewhere, at home in {city}. Into {i1} and {i2}.',
  'Here for community, {i1} and the occasional dance floor.',
  'Student in {city}. Learning, unlearning and doing a lot of {i1}.',
  'Proud aunt/uncle/auntie to everyone. I cook too much — {i1} helps.',
  'Engineer who would rather be doing {i1}. Looking for {lf}.',
  'Writer working on my first zine. {i1}, {i2} and long walks.',
  'Ex-athlete, now mostly {i1}. Always happy to show newcomers around {city}.',
  'Slow mornings, loud nights. {i1} and {i2} in between.',
]

export const DEMO_BIOS: Record<string, string> = {
  admin: 'I look after the Haven demo: venues, events and everything in between.',
  moderator: 'Community moderator. If something feels off, report it and I will take a look.',
  member: 'Demo member account. Explore the feed, crews, friends and messages from here.',
}

// ----------------------------------------------------------------------------- venues

export const VENUE_ADJECTIVES = [
  'Rainbow', 'Velvet', 'Lavender', 'Golden', 'Scarlet', 'Midnight', 'Silver', 'Violet', 'Neon', 'Crimson', 'Amber',
  'Copper', 'Sapphire', 'Glitter', 'Wild', 'Little', 'Pink', 'Blue', 'Hidden', 'Open', 'Brave', 'Lucky', 'Secret',
  'Electric', 'Cosmic', 'Gentle', 'Merry', 'Proud', 'Bold', 'Queer', 'Lilac', 'Coral', 'Jade', 'Indigo', 'Rose',
]
export const VENUE_NOUNS = [
  'Room', 'Garden', 'Parlour', 'Lantern', 'Fox', 'Swan', 'Owl', 'Peacock', 'Moon', 'Star', 'Harbour', 'Lighthouse',
  'Orchid', 'Fern', 'Tiger', 'Unicorn', 'Phoenix', 'Compass', 'Mirror', 'Feather', 'Anchor', 'Kettle', 'Thistle',
  'Heron', 'Hive', 'Nest', 'Door', 'Window', 'Lounge', 'Corner', 'Bloom', 'Comet', 'Carousel', 'Pearl', 'Ribbon',
  'Magpie', 'Otter', 'Lotus', 'Sparrow', 'Willow', 'Quill', 'Ember', 'Tulip', 'Marigold', 'Finch', 'Meadow', 'Prism',
]
export const VENUE_PERSON_NAMES = [
  'Marlene', 'Oscar', 'Sappho', 'Frida', 'Dorothy', 'Gertrude', 'Radclyffe', 'Wilde', 'Josephine', 'Bessie',
  'Lorca', 'Harvey', 'Sylvia', 'Marsha', 'Audre', 'Rimbaud', 'Vita', 'Colette', 'Tove', 'Chavela',
  'Billie', 'Jean', 'Dusty', 'Sasha', 'Lou', 'Mae', 'Rosa', 'Lola', 'Nina', 'Stella', 'Ruby', 'Max', 'Jo', 'Frankie',
  'Georgie', 'Alfie', 'Ziggy', 'Dolly', 'Cher', 'Ida',
]

/** Venue name templates per category slug. {A} adjective, {N} noun, {P} person, {D} district, {C} city. */
export const VENUE_NAME_TEMPLATES: Record<string, string[]> = {
  bar: ['The {A} {N}', '{A} {N} Bar', "{P}'s", 'Bar {N}', 'The {N} & {N2}', '{A} Tavern', 'The {A} Door'],
  club: ['Club {N}', '{A} {N}', 'The {A} Basement', '{N} Disco', 'Studio {A}', '{A} Nights'],
  cafe: ['Café {A}', 'The {A} Cup', '{N} Coffee', '{A} Bean', 'Café {P}', 'The {N} Teahouse'],
  restaurant: ['{A} Kitchen', 'Bistro {N}', "{P}'s Table", 'The {A} Plate', '{N} & Co.', 'Trattoria {N}'],
  'community-centre': ['{C} {A} House', '{D} Community Centre', 'The {C} Queer Space', '{A} Drop-in {D}', '{C} Rainbow Centre'],
  health: ['{D} Sexual Health Clinic', '{C} Checkpoint', 'The {A} Clinic', '{D} Health Collective', '{C} Affirming Care'],
  bookshop: ['{A} Pages', 'The {N} Bookshop', "{P}'s Books", '{A} Ink', 'Zine Library {D}'],
  hotel: ['Hotel {A} {N}', 'The {N} Guest House', '{A} Rooms {D}', 'Casa {N}', 'The {A} Inn'],
}

/** Local flavour prefixes per language (sometimes replace the English template). */
export const VENUE_LOCAL_TEMPLATES: Record<string, Record<string, string[]>> = {
  de: { bar: ['{N}-Eck', 'Kneipe {P}', 'Bar {P}'], cafe: ['Café {P}', 'Kaffeehaus {N}'], restaurant: ['Gaststätte {N}', 'Küche {D}'], club: ['Klub {N}'] },
  es: { bar: ['La Taberna de {P}', 'Bar El {N}', 'El Rincón de {P}'], cafe: ['Café La {N}', 'Cafetería {P}'], restaurant: ['Casa {P}', 'La Cocina de {P}'], club: ['Sala {N}'] },
  fr: { bar: ['Chez {P}', 'Le {N} Bar', 'Bar des {N}s'], cafe: ['Café {P}', 'Le Petit {N}'], restaurant: ['Bistrot {P}', 'La Table de {P}'], club: ['Le {N} Club'] },
  pt: { bar: ['Bar do {N}', 'Boteco {P}', 'Tasca {P}'], cafe: ['Café {P}', 'Pastelaria {N}'], restaurant: ['Casa {P}', 'Cozinha {D}'], club: ['Clube {N}'] },
  it: { bar: ['Bar {P}', 'Osteria del {N}'], cafe: ['Caffè {P}', 'Pasticceria {N}'], restaurant: ['Trattoria {P}', 'Cucina {D}'], club: ['Club {N}'] },
  nl: { bar: ['Café {P}', 'Bruin Café {N}'], cafe: ['Koffiehuis {N}'], restaurant: ['Eethuis {P}'], club: ['Club {N}'] },
  nordic: { bar: ['Bar {P}', 'Kro {N}'], cafe: ['Kaffebar {N}', 'Fika {P}'], restaurant: ['Bistro {P}'], club: ['Klubb {N}'] },
}

export const VENUE_DESCRIPTIONS: Record<string, string[]> = {
  bar: [
    'A relaxed neighbourhood bar in {D} with friendly staff, a strong cocktail list and a crowd that makes newcomers feel at home.',
    'Cosy bar in {D} known for its quiz nights, cheap pints and a back room that turns into a dance floor on weekends.',
    'Queer-run cocktail bar with seasonal drinks, a great alcohol-free menu and regular drag on Thursdays.',
    'Small, loud and much loved: a {C} institution where everyone ends up at least once a week.',
    'Laid-back bar with a terrace, board games and a mixed crowd of locals and visitors.',
  ],
  club: [
    'Late-night club in {D} with two floors: house and disco upstairs, techno in the basement. Awareness team every night.',
    'Monthly queer club nights with resident DJs, a chill-out room and a strict no-harassment policy.',
    'A sweaty, joyful dance floor with a famously good sound system and a door policy that protects the crowd.',
    'Club and performance space hosting ballroom, drag and live acts from across {C}.',
  ],
  cafe: [
    'Sunny café in {D} with good coffee, vegan cake and plenty of space to work or meet friends.',
    'Community café that doubles as a meeting point for local groups. Pay-what-you-can soup on Mondays.',
    'Quiet café with a small queer library, board games and an open mic every other Sunday.',
    'Bright coffee bar run by a queer couple, serving brunch all day and hosting craft afternoons.',
  ],
  restaurant: [
    'Neighbourhood restaurant in {D} with a short seasonal menu and a warm, welcoming team.',
    'Family-style restaurant serving dishes from around the world; book ahead for the Sunday drag brunch.',
    'Queer-owned bistro with natural wines, a vegetarian tasting menu and long tables for groups.',
    'Casual kitchen known for generous portions, late opening hours and a friendly crowd.',
  ],
  'community-centre': [
    'Volunteer-run community centre in {D} offering peer support groups, a youth night and a free meeting room for local initiatives.',
    'Drop-in space for LGBTQ+ people in {C}: advice, coffee, a clothing swap and a calendar full of groups.',
    'Community hub hosting support groups, workshops, language cafés and the occasional film night.',
    'A safe, accessible space for queer and trans people of all ages, with counselling by appointment.',
  ],
  health: [
    'Sexual health clinic in {D} offering free and confidential HIV and STI testing, PrEP advice and vaccinations.',
    'Community health service with trans-competent staff, walk-in testing and counselling by appointment.',
    'Affirming health practice for LGBTQ+ patients: general care, hormone monitoring and sexual health.',
    'Checkpoint-style testing site with rapid results, peer counsellors and evening hours.',
  ],
  bookshop: [
    'Independent bookshop with a large queer section, readings every month and a café corner.',
    'Queer bookshop and zine library in {D}; staff picks are always worth a look.',
    'Second-hand and new books, comics and zines by LGBTQ+ authors, plus a monthly book club.',
  ],
  hotel: [
    'Boutique hotel in {D} with a rainbow welcome, a rooftop bar and staff who know the local scene.',
    'Small guest house run by a queer couple, a short walk from the nightlife of {D}.',
    'Design hotel with gender-neutral rooms, a relaxed lobby bar and tips for exploring {C}.',
  ],
}

export const REVIEW_BODIES: Record<number, string[]> = {
  5: [
    'Absolutely loved it. Felt safe and welcome from the moment I walked in.',
    'The staff are wonderful and the crowd is so friendly. Already planning my next visit.',
    'Best night out I have had in ages. Great music and zero attitude.',
    'A real community space. I met half my friends here.',
    'Perfect for a first visit to the scene — relaxed and kind.',
    'Amazing atmosphere, fair prices and the toilets are all-gender. 10/10.',
    'Came on my own and left with new friends. Thank you!',
    'Clean, accessible and the team clearly cares. Highly recommended.',
  ],
  4: [
    'Really good vibe, just a bit crowded on Saturdays.',
    'Lovely place. Drinks are a little pricey but worth it.',
    'Great staff and music. Would love more seating.',
    'Solid favourite. Gets loud later on, so come early for a chat.',
    'Friendly crowd and a good mix of people. Will be back.',
    'Good coffee, good people. Wi-Fi could be faster.',
  ],
  3: [
    'Nice enough, but the music was too loud to talk.',
    'Decent place, service was slow when it got busy.',
    'Mixed feelings: great space, but the queue was long.',
    'Fine for a quick drink. Nothing special.',
  ],
  2: [
    'Not really my scene, and it took ages to get served.',
    'Was hoping for more. Felt a bit cliquey that night.',
    'The space is nice but it was far too crowded.',
  ],
  1: [
    'Disappointing visit. I reported an issue and nobody followed up.',
    'Did not feel welcome this time, unfortunately.',
  ],
}

// ----------------------------------------------------------------------------- events

/** Event title templates per event type slug. {C} city, {D} district, {V} venue, {A} adjective, {N} noun. */
export const EVENT_TITLES: Record<string, string[]> = {
  pride: ['{C} Pride March', '{C} Pride Street Festival', 'Dyke March {C}', 'Trans Pride {C}', '{D} Pride Picnic', 'Pride Family Day {C}'],
  party: ['{A} Nights at {V}', 'Queer Disco: {A} Edition', 'Sapphic Social Dance', 'Techno for Trans Joy', 'Bi+ Visibility Party', 'Sunday Tea Dance', 'Ballroom Kiki Night', '{A} {N} Party'],
  meetup: ['Newcomers Drinks in {D}', 'Queer Book Club: Monthly Meet', 'Rainbow Board Game Night', 'LGBTQ+ Language Exchange', 'Coffee & Chat for Over-60s', 'Queer Professionals Mixer', 'Sober Queer Social', 'Rainbow Families Playdate'],
  talk: ['Panel: Queer History of {C}', 'Reading Night: New Queer Voices', 'Talk: Trans Health Today', 'Know Your Rights Q&A', 'Author Talk and Signing', 'Panel: Building Safer Nightlife'],
  sport: ['Rainbow Run {C}', 'Queer Five-a-Side Football', 'LGBTQ+ Swim Session', 'Beginners Climbing Meetup', 'Pride Volleyball Tournament', 'Frontrunners Park Run', 'Queer Yoga in the Park'],
  arts: ['Drag Brunch at {V}', 'Queer Art Exhibition Opening', 'Open Mic: Poetry & Song', 'Cabaret {A}', 'Life Drawing (all bodies welcome)', 'Zine Fair {C}', 'Queer Choir Concert'],
  workshop: ['Zine-Making Workshop', 'Drag Makeup 101', 'Voice Workshop for Trans Folks', 'Self-Defence for Queer Women', 'Screen Printing Pride Tees', 'Allyship Workshop for Parents'],
  'support-group': ['Trans & Non-binary Peer Support', 'Coming Out Circle', 'Bi+ Peer Group', 'Parents of Queer Kids Circle', 'Grief & Loss Support Group', 'Newcomers & Asylum Seekers Café'],
  film: ['Queer Film Night: Classics', 'Short Film Showcase', '{C} LGBTQ+ Film Festival: Opening Night', 'Documentary Screening and Q&A', 'Outdoor Cinema: Pride Edition'],
  activism: ['Vigil for Trans Day of Remembrance', 'Community Clean-up in {D}', 'Letter-Writing for Asylum Seekers', 'Volunteer Training: Pride Stewards', 'Rally for Equal Rights'],
}

export const EVENT_DESCRIPTIONS: Record<string, string[]> = {
  pride: [
    'Join thousands of people for {C}’s celebration of LGBTQ+ life. Bring water, sunscreen and your brightest colours. Stewards and an awareness team will be along the whole route.',
    'A day of visibility and joy in {D}: community stalls, live music, food and a quiet zone for anyone who needs a break.',
  ],
  party: [
    'Resident DJs, a friendly crowd and a strict no-harassment policy. The awareness team is at the bar all night.',
    'Dress up, dance and meet new people. Free water, chill-out room and all-gender toilets.',
    'Our monthly party for queer and trans people and friends. Expect disco classics, pop and a few surprises.',
  ],
  meetup: [
    'A relaxed get-together for anyone who wants to meet new people. Look for the rainbow flag on our table.',
    'No agenda, just good company. First-timers are very welcome — a host will introduce you around.',
    'We meet every month. Bring a friend or come alone; there is always someone to talk to.',
  ],
  talk: [
    'An evening of conversation with speakers from the local community, followed by questions and drinks.',
    'Short talks and an open discussion. Live captions available; the venue is step-free.',
  ],
  sport: [
    'All levels welcome — beginners especially. Bring comfortable clothes and water.',
    'Friendly, inclusive and not too serious. We go for food afterwards.',
  ],
  arts: [
    'A showcase of queer artists from {C}. Doors open half an hour before the start.',
    'Performances, visuals and a bar. Accessible seating can be reserved in advance.',
  ],
  workshop: [
    'A hands-on session with all materials provided. Places are limited, so please RSVP.',
    'Learn something new with a small, friendly group. No experience needed.',
  ],
  'support-group': [
    'A confidential peer-led group. Come as you are; you do not have to speak if you do not want to.',
    'A safe space to share and listen. Facilitated by trained volunteers.',
  ],
  film: [
    'A screening followed by an informal discussion. Subtitles available.',
    'Grab some popcorn and join us for an evening of queer cinema.',
  ],
  activism: [
    'Come together with the community. Information about accessibility and safety will be shared at the start.',
    'Volunteers of all experience levels are welcome. Snacks provided.',
  ],
}

/** Local start hour ranges per event type [min, max]. */
export const EVENT_HOURS: Record<string, [number, number, number]> = {
  // [earliest start hour, latest start hour, duration hours]
  pride: [11, 13, 8],
  party: [21, 23, 6],
  meetup: [18, 20, 3],
  talk: [18, 19, 2],
  sport: [9, 18, 2],
  arts: [17, 20, 3],
  workshop: [11, 18, 3],
  'support-group': [18, 19, 2],
  film: [19, 21, 2],
  activism: [10, 18, 3],
}

export const EDITORIAL_ORGANIZERS = [
  '{C} Pride Collective', '{C} Queer Film Club', 'Rainbow Runners {C}', '{D} Community Centre', 'Queer Arts {C}',
  '{C} Trans Alliance', 'Sapphic Socials {C}', 'Haven Events',
]

// ----------------------------------------------------------------------------- marketplace

export const LISTING_PRODUCTS: Record<string, Array<{ title: string; description: string; price: [number, number] }>> = {
  apparel: [
    { title: 'Pride Rainbow T-Shirt', description: 'Soft organic cotton tee with a hand-drawn rainbow. Unisex fit.', price: [22, 32] },
    { title: 'Trans Pride Hoodie', description: 'Heavyweight hoodie in the trans flag colours. Unisex sizes XS–4XL.', price: [45, 65] },
    { title: 'Bi+ Visibility Sweatshirt', description: 'Cosy sweatshirt with a subtle bi+ stripe on the sleeve.', price: [38, 55] },
    { title: '"Love Is Love" Tote-Matching Tee', description: 'Classic slogan tee, screen printed by a queer-owned studio.', price: [20, 28] },
    { title: 'Lesbian Pride Cap', description: 'Embroidered cap in sunset lesbian flag colours.', price: [18, 26] },
    { title: 'Non-binary Pride Beanie', description: 'Knitted beanie in yellow, white, purple and black.', price: [16, 24] },
    { title: 'Rainbow Socks (3-pack)', description: 'Three pairs of cheerful striped socks.', price: [12, 18] },
    { title: 'Haven Crew Hoodie', description: 'The official Haven hoodie. Recycled fabric, unisex fit.', price: [49, 59] },
  ],
  books: [
    { title: 'Queer History Pocket Guide', description: 'A short illustrated guide to LGBTQ+ history around the world.', price: [12, 18] },
    { title: 'Coming Out Stories Anthology', description: 'Twenty personal stories from across generations.', price: [15, 22] },
    { title: 'Trans Joy Zine (Issue 3)', description: 'Risograph zine of comics, poems and photos by trans artists.', price: [6, 10] },
    { title: 'Queer Cookbook: Chosen Family Dinners', description: 'Recipes for feeding your chosen family, from snacks to feasts.', price: [24, 32] },
    { title: 'Pride Colouring Book', description: 'Relaxing colouring pages celebrating queer icons and symbols.', price: [9, 14] },
    { title: 'A Guide for Parents of LGBTQ+ Kids', description: 'Practical, warm advice for families.', price: [14, 20] },
  ],
  art: [
    { title: 'Rainbow City Skyline Print', description: 'A3 giclée print on recycled paper, signed by the artist.', price: [25, 45] },
    { title: 'Stonewall Commemorative Poster', description: 'Typographic poster remembering the 1969 uprising.', price: [18, 30] },
    { title: 'Queer Icons Postcard Set', description: 'Ten illustrated postcards of LGBTQ+ pioneers.', price: [10, 16] },
    { title: 'Abstract Pride Canvas', description: 'Original acrylic painting on canvas, 40 × 50 cm.', price: [120, 260] },
    { title: 'Lino Print: Two Brides', description: 'Hand-pulled linocut print, limited edition of 30.', price: [40, 70] },
    { title: 'Trans Flag Risograph Print', description: 'Two-colour riso print, A4.', price: [15, 25] },
  ],
  accessories: [
    { title: 'Enamel Pride Pin', description: 'Hard enamel pin with rubber clutch.', price: [7, 12] },
    { title: 'Progress Pride Flag (90 × 150 cm)', description: 'Durable polyester flag with brass grommets.', price: [14, 22] },
    { title: 'Rainbow Tote Bag', description: 'Sturdy canvas tote with a rainbow print.', price: [12, 20] },
    { title: 'Pronoun Badge Set', description: 'Five badges: she/her, he/him, they/them, ask me, any pronouns.', price: [6, 10] },
    { title: 'Silver Rainbow Ring', description: 'Recycled sterling silver band with a fine rainbow enamel line.', price: [35, 60] },
    { title: 'Pride Lanyard', description: 'Woven lanyard with a safety breakaway.', price: [6, 9] },
    { title: 'Haven Sticker Pack', description: 'Twelve weatherproof vinyl stickers.', price: [5, 8] },
  ],
  home: [
    { title: 'Rainbow Mug', description: 'Stoneware mug with a hand-painted rainbow glaze.', price: [14, 22] },
    { title: 'Pride Candle: Fig & Cedar', description: 'Soy wax candle, about 40 hours burn time.', price: [18, 28] },
    { title: 'Queer Love Cushion Cover', description: 'Embroidered cushion cover, 45 × 45 cm.', price: [22, 34] },
    { title: 'Rainbow Tea Towel', description: 'Linen-cotton tea towel, screen printed.', price: [10, 16] },
    { title: 'Chosen Family Photo Frame', description: 'Wooden frame for 13 × 18 cm prints.', price: [16, 26] },
    { title: 'Pride Coaster Set', description: 'Four cork-backed ceramic coasters.', price: [14, 20] },
  ],
  wellness: [
    { title: 'Chest Binder (half length)', description: 'Breathable binder in several skin tones. Read our safe binding guide before use.', price: [28, 40] },
    { title: 'Self-Care Journal', description: 'Guided journal with prompts for reflection and joy.', price: [14, 20] },
    { title: 'Body-Positive Bath Salts', description: 'Lavender and magnesium bath salts, 500 g.', price: [12, 18] },
    { title: 'Gender-Neutral Skincare Set', description: 'Cleanser, serum and moisturiser, fragrance-free.', price: [35, 55] },
    { title: 'Tucking Underwear', description: 'Comfortable gaff-style underwear in sizes XS–XXL.', price: [20, 32] },
    { title: 'Mindfulness Card Deck', description: '52 cards with short exercises for busy days.', price: [12, 18] },
  ],
}

export const LISTING_EDITIONS = ['', ' — Classic', ' — Limited Edition', ' — Sunset', ' — Midnight', ' — Pastel', ' — Festival Edition', ' — Recycled', ' — Mini', ' — Deluxe']

export const SELLER_SUFFIXES = ['Studio', 'Press', 'Workshop', 'Atelier', 'Prints', 'Makes', 'Collective']

export const LISTING_REVIEW_BODIES: Record<number, string[]> = {
  5: ['Beautiful quality, arrived quickly.', 'Exactly as pictured — love it!', 'Bought two as gifts. Everyone loved them.', 'Great fit and lovely fabric.'],
  4: ['Really nice, slightly smaller than expected.', 'Good quality, shipping took a while.', 'Lovely design, colours a touch lighter in person.'],
  3: ['It is fine. Not quite what I expected.', 'Okay quality for the price.'],
  2: ['Colours faded after a few washes.'],
  1: ['Arrived damaged; support was helpful though.'],
}

// ----------------------------------------------------------------------------- personalities

export const PERSONALITY_CATEGORIES = ['activism', 'arts', 'music', 'literature', 'sports', 'science'] as const

export type PersonalitySeed = {
  name: string
  wiki: string
  profession: string
  category: (typeof PERSONALITY_CATEGORIES)[number]
  country: string
  born: number
  died: number | null
  bio: string
  tags: string[]
}

const W = (title: string) => `https://en.wikipedia.org/wiki/${title}`

export const PERSONALITIES: PersonalitySeed[] = [
  // activism
  { name: 'Marsha P. Johnson', wiki: W('Marsha_P._Johnson'), profession: 'Activist', category: 'activism', country: 'us', born: 1945, died: 1992, tags: ['activism', 'trans', 'history'], bio: 'American gay liberation activist and drag performer, a prominent figure in the Stonewall uprising of 1969 and co-founder, with Sylvia Rivera, of Street Transvestite Action Revolutionaries (STAR).' },
  { name: 'Sylvia Rivera', wiki: W('Sylvia_Rivera'), profession: 'Activist', category: 'activism', country: 'us', born: 1951, died: 2002, tags: ['activism', 'trans', 'history'], bio: 'Latina American gay liberation and transgender rights activist who co-founded STAR with Marsha P. Johnson and campaigned for the inclusion of trans people and people of colour in the movement.' },
  { name: 'Harvey Milk', wiki: W('Harvey_Milk'), profession: 'Politician', category: 'activism', country: 'us', born: 1930, died: 1978, tags: ['activism', 'gay', 'history'], bio: 'One of the first openly gay elected officials in the United States, elected to the San Francisco Board of Supervisors in 1977; he was assassinated in 1978.' },
  { name: 'Bayard Rustin', wiki: W('Bayard_Rustin'), profession: 'Civil rights organiser', category: 'activism', country: 'us', born: 1912, died: 1987, tags: ['activism', 'gay', 'history', 'bipoc'], bio: 'American civil rights leader and chief organiser of the 1963 March on Washington for Jobs and Freedom, who in later life spoke out for gay rights.' },
  { name: 'Barbara Gittings', wiki: W('Barbara_Gittings'), profession: 'Activist', category: 'activism', country: 'us', born: 1932, died: 2007, tags: ['activism', 'lesbian', 'history'], bio: 'American LGBT rights pioneer who organised the New York chapter of the Daughters of Bilitis and campaigned to have homosexuality removed from the American Psychiatric Association’s list of mental illnesses.' },
  { name: 'Larry Kramer', wiki: W('Larry_Kramer'), profession: 'Writer and activist', category: 'activism', country: 'us', born: 1935, died: 2020, tags: ['activism', 'hiv', 'gay'], bio: 'American playwright and AIDS activist who co-founded Gay Men’s Health Crisis and founded ACT UP; author of the play The Normal Heart.' },
  { name: 'Edith Windsor', wiki: W('Edith_Windsor'), profession: 'Activist and technologist', category: 'activism', country: 'us', born: 1929, died: 2017, tags: ['activism', 'lesbian', 'family-law'], bio: 'American LGBT rights activist and IBM technology manager whose case, United States v. Windsor (2013), led the US Supreme Court to strike down a key section of the Defense of Marriage Act.' },
  { name: 'Stormé DeLarverie', wiki: W('Storm%C3%A9_DeLarverie'), profession: 'Performer and activist', category: 'activism', country: 'us', born: 1920, died: 2014, tags: ['activism', 'lesbian', 'history'], bio: 'American performer and gay civil rights figure, a drag king and MC of the Jewel Box Revue, remembered for her role at the Stonewall uprising and for protecting lesbians in New York’s bars.' },
  { name: 'Simon Nkoli', wiki: W('Simon_Nkoli'), profession: 'Activist', category: 'activism', country: 'za', born: 1957, died: 1998, tags: ['activism', 'hiv', 'bipoc', 'human-rights'], bio: 'South African anti-apartheid, gay rights and AIDS activist who co-founded the Gay and Lesbian Organisation of the Witwatersrand and helped organise Johannesburg’s first Pride march in 1990.' },
  { name: 'Karl Heinrich Ulrichs', wiki: W('Karl_Heinrich_Ulrichs'), profession: 'Jurist and writer', category: 'activism', country: 'de', born: 1825, died: 1895, tags: ['activism', 'history', 'gay'], bio: 'German jurist and writer regarded as a pioneer of the modern gay rights movement; in 1867 he spoke publicly in Munich against laws criminalising homosexuality.' },
  { name: 'Christine Jorgensen', wiki: W('Christine_Jorgensen'), profession: 'Entertainer', category: 'activism', country: 'us', born: 1926, died: 1989, tags: ['trans', 'history'], bio: 'American actress and singer who became widely known in 1952 as one of the first people to become famous in the United States for gender-affirming surgery, and who used her fame to speak about trans lives.' },
  { name: 'Janet Mock', wiki: W('Janet_Mock'), profession: 'Writer and director', category: 'activism', country: 'us', born: 1983, died: null, tags: ['trans', 'arts-culture', 'bipoc'], bio: 'American writer, television producer and director, author of the memoir Redefining Realness and a writer, director and producer on the series Pose.' },
  // literature
  { name: 'Audre Lorde', wiki: W('Audre_Lorde'), profession: 'Poet and essayist', category: 'literature', country: 'us', born: 1934, died: 1992, tags: ['lesbian', 'bipoc', 'arts-culture'], bio: 'American writer, feminist and civil rights activist who described herself as a “black, lesbian, mother, warrior, poet”; author of Zami and Sister Outsider.' },
  { name: 'James Baldwin', wiki: W('James_Baldwin'), profession: 'Novelist and essayist', category: 'literature', country: 'us', born: 1924, died: 1987, tags: ['gay', 'bipoc', 'arts-culture'], bio: 'American writer whose novels and essays, including Go Tell It on the Mountain, Giovanni’s Room and The Fire Next Time, explored race, sexuality and identity.' },
  { name: 'Virginia Woolf', wiki: W('Virginia_Woolf'), profession: 'Novelist', category: 'literature', country: 'gb', born: 1882, died: 1941, tags: ['arts-culture', 'history'], bio: 'English modernist writer of Mrs Dalloway, To the Lighthouse and Orlando, a novel inspired by her relationship with Vita Sackville-West.' },
  { name: 'Oscar Wilde', wiki: W('Oscar_Wilde'), profession: 'Playwright and poet', category: 'literature', country: 'ie', born: 1854, died: 1900, tags: ['gay', 'history', 'arts-culture'], bio: 'Irish poet and playwright, author of The Picture of Dorian Gray and The Importance of Being Earnest, who was imprisoned in England for “gross indecency” in 1895.' },
  { name: 'Federico García Lorca', wiki: W('Federico_Garc%C3%ADa_Lorca'), profession: 'Poet and playwright', category: 'literature', country: 'es', born: 1898, died: 1936, tags: ['gay', 'arts-culture', 'history'], bio: 'Spanish poet and playwright of the Generation of ’27, author of Blood Wedding and The House of Bernarda Alba, killed by Nationalist forces at the start of the Spanish Civil War.' },
  { name: 'Gertrude Stein', wiki: W('Gertrude_Stein'), profession: 'Writer', category: 'literature', country: 'us', born: 1874, died: 1946, tags: ['lesbian', 'arts-culture'], bio: 'American novelist and poet who lived in Paris with her partner Alice B. Toklas and hosted a famous salon for modernist artists and writers.' },
  { name: 'Radclyffe Hall', wiki: W('Radclyffe_Hall'), profession: 'Novelist', category: 'literature', country: 'gb', born: 1880, died: 1943, tags: ['lesbian', 'history'], bio: 'English poet and novelist best known for The Well of Loneliness (1928), which was banned in the United Kingdom after an obscenity trial.' },
  { name: 'Lorraine Hansberry', wiki: W('Lorraine_Hansberry'), profession: 'Playwright', category: 'literature', country: 'us', born: 1930, died: 1965, tags: ['lesbian', 'bipoc', 'arts-culture'], bio: 'American playwright whose A Raisin in the Sun was the first play by a Black woman produced on Broadway; her letters to the lesbian magazine The Ladder were published anonymously.' },
  { name: 'E. M. Forster', wiki: W('E._M._Forster'), profession: 'Novelist', category: 'literature', country: 'gb', born: 1879, died: 1970, tags: ['gay', 'arts-culture'], bio: 'English novelist of A Room with a View and A Passage to India; his gay love story Maurice was published only after his death, in 1971.' },
  { name: 'Tennessee Williams', wiki: W('Tennessee_Williams'), profession: 'Playwright', category: 'literature', country: 'us', born: 1911, died: 1983, tags: ['gay', 'arts-culture'], bio: 'American playwright of The Glass Menagerie, A Streetcar Named Desire and Cat on a Hot Tin Roof.' },
  { name: 'Tove Jansson', wiki: W('Tove_Jansson'), profession: 'Author and artist', category: 'literature', country: 'fi', born: 1914, died: 2001, tags: ['lesbian', 'arts-culture'], bio: 'Swedish-speaking Finnish author, painter and illustrator, creator of the Moomins, who shared her life with the graphic artist Tuulikki Pietilä.' },
  // arts
  { name: 'Frida Kahlo', wiki: W('Frida_Kahlo'), profession: 'Painter', category: 'arts', country: 'mx', born: 1907, died: 1954, tags: ['arts-culture', 'bisexual'], bio: 'Mexican painter known for her self-portraits and works inspired by Mexican popular culture; she was openly bisexual.' },
  { name: 'Keith Haring', wiki: W('Keith_Haring'), profession: 'Artist', category: 'arts', country: 'us', born: 1958, died: 1990, tags: ['arts-culture', 'hiv', 'gay'], bio: 'American pop artist whose graffiti-inspired work rose from the New York subway; he founded the Keith Haring Foundation in 1989 to support AIDS organisations and children’s programmes.' },
  { name: 'Andy Warhol', wiki: W('Andy_Warhol'), profession: 'Artist', category: 'arts', country: 'us', born: 1928, died: 1987, tags: ['arts-culture', 'gay'], bio: 'American artist and a leading figure of pop art, known for his silkscreens of consumer goods and celebrities and for The Factory studio in New York.' },
  { name: 'David Hockney', wiki: W('David_Hockney'), profession: 'Painter', category: 'arts', country: 'gb', born: 1937, died: null, tags: ['arts-culture', 'gay'], bio: 'English painter, printmaker and photographer, one of the most influential British artists of the 20th century, known for his Californian swimming-pool paintings.' },
  { name: 'Pedro Almodóvar', wiki: W('Pedro_Almod%C3%B3var'), profession: 'Film director', category: 'arts', country: 'es', born: 1949, died: null, tags: ['arts-culture', 'gay'], bio: 'Spanish film director and screenwriter who emerged from Madrid’s Movida; his films include All About My Mother and Talk to Her, both Academy Award winners.' },
  { name: 'Zanele Muholi', wiki: W('Zanele_Muholi'), profession: 'Visual activist', category: 'arts', country: 'za', born: 1972, died: null, tags: ['arts-culture', 'lesbian', 'bipoc', 'non-binary'], bio: 'South African artist and visual activist whose photography documents the lives of Black lesbian, gay, trans and intersex people in South Africa.' },
  { name: 'Gilbert Baker', wiki: W('Gilbert_Baker_(artist)'), profession: 'Artist and designer', category: 'arts', country: 'us', born: 1951, died: 2017, tags: ['arts-culture', 'history', 'activism'], bio: 'American artist and activist who designed the rainbow flag, first flown at San Francisco’s Gay Freedom Day in 1978.' },
  { name: 'Laverne Cox', wiki: W('Laverne_Cox'), profession: 'Actress', category: 'arts', country: 'us', born: 1972, died: null, tags: ['trans', 'bipoc', 'arts-culture'], bio: 'American actress and LGBT advocate, the first openly transgender person nominated for a Primetime Emmy Award in an acting category, for Orange Is the New Black.' },
  { name: 'RuPaul', wiki: W('RuPaul'), profession: 'Drag performer and TV host', category: 'arts', country: 'us', born: 1960, died: null, tags: ['arts-culture', 'gay', 'bipoc'], bio: 'American drag queen, singer and television personality who created and hosts RuPaul’s Drag Race.' },
  { name: 'Ellen DeGeneres', wiki: W('Ellen_DeGeneres'), profession: 'Comedian and TV host', category: 'arts', country: 'us', born: 1958, died: null, tags: ['lesbian', 'coming-out', 'arts-culture'], bio: 'American comedian and television host who came out publicly in 1997, as did her character in the sitcom Ellen; she later hosted The Ellen DeGeneres Show.' },
  { name: 'Elliot Page', wiki: W('Elliot_Page'), profession: 'Actor', category: 'arts', country: 'ca', born: 1987, died: null, tags: ['trans', 'arts-culture'], bio: 'Canadian actor and producer, nominated for an Academy Award for Juno, who came out as transgender in 2020 and published the memoir Pageboy in 2023.' },
  { name: 'Ian McKellen', wiki: W('Ian_McKellen'), profession: 'Actor', category: 'arts', country: 'gb', born: 1939, died: null, tags: ['gay', 'activism', 'arts-culture'], bio: 'English actor of stage and screen who came out in 1988 and co-founded the LGBT rights charity Stonewall in the UK the following year.' },
  // music
  { name: 'Freddie Mercury', wiki: W('Freddie_Mercury'), profession: 'Singer and songwriter', category: 'music', country: 'gb', born: 1946, died: 1991, tags: ['arts-culture', 'hiv'], bio: 'British singer and songwriter, lead vocalist of Queen, born in Zanzibar; he died of AIDS-related complications in 1991.' },
  { name: 'Elton John', wiki: W('Elton_John'), profession: 'Singer and songwriter', category: 'music', country: 'gb', born: 1947, died: null, tags: ['gay', 'hiv', 'arts-culture'], bio: 'English singer, pianist and composer who founded the Elton John AIDS Foundation in 1992.' },
  { name: 'George Michael', wiki: W('George_Michael'), profession: 'Singer and songwriter', category: 'music', country: 'gb', born: 1963, died: 2016, tags: ['gay', 'arts-culture'], bio: 'English singer and songwriter who rose to fame with Wham! and had a long solo career; he supported HIV/AIDS charities.' },
  { name: 'k.d. lang', wiki: W('K.d._lang'), profession: 'Singer and songwriter', category: 'music', country: 'ca', born: 1961, died: null, tags: ['lesbian', 'arts-culture'], bio: 'Canadian singer-songwriter who came out as a lesbian in 1992 and is known for the song Constant Craving.' },
  { name: 'Melissa Etheridge', wiki: W('Melissa_Etheridge'), profession: 'Singer and songwriter', category: 'music', country: 'us', born: 1961, died: null, tags: ['lesbian', 'arts-culture'], bio: 'American rock singer-songwriter who came out as a lesbian in 1993 and won an Academy Award for Best Original Song in 2007.' },
  { name: 'Lil Nas X', wiki: W('Lil_Nas_X'), profession: 'Rapper and singer', category: 'music', country: 'us', born: 1999, died: null, tags: ['gay', 'bipoc', 'arts-culture'], bio: 'American rapper and singer whose single Old Town Road topped the US Billboard Hot 100 for a record 19 weeks; he came out as gay in 2019.' },
  { name: 'Sam Smith', wiki: W('Sam_Smith'), profession: 'Singer', category: 'music', country: 'gb', born: 1992, died: null, tags: ['non-binary', 'arts-culture'], bio: 'English singer who came out as non-binary in 2019; their songs include Stay with Me and Writing’s on the Wall.' },
  { name: 'Chavela Vargas', wiki: W('Chavela_Vargas'), profession: 'Singer', category: 'music', country: 'mx', born: 1919, died: 2012, tags: ['lesbian', 'arts-culture'], bio: 'Costa Rican-born Mexican singer famed for her interpretations of rancheras; she came out publicly as a lesbian in her memoir at the age of 81.' },
  { name: 'Leslie Cheung', wiki: W('Leslie_Cheung'), profession: 'Singer and actor', category: 'music', country: 'hk', born: 1956, died: 2003, tags: ['bisexual', 'arts-culture'], bio: 'Hong Kong singer and actor, a founding figure of Cantopop, who starred in Farewell My Concubine and Happy Together.' },
  { name: 'Ricky Martin', wiki: W('Ricky_Martin'), profession: 'Singer', category: 'music', country: 'pr', born: 1971, died: null, tags: ['gay', 'arts-culture', 'coming-out'], bio: 'Puerto Rican singer and actor, a member of Menudo and later a solo star, who came out as gay in 2010.' },
  // sports
  { name: 'Billie Jean King', wiki: W('Billie_Jean_King'), profession: 'Tennis player', category: 'sports', country: 'us', born: 1943, died: null, tags: ['sports', 'lesbian', 'activism'], bio: 'American tennis champion with 39 Grand Slam titles who founded the Women’s Tennis Association and won the 1973 “Battle of the Sexes”.' },
  { name: 'Martina Navratilova', wiki: W('Martina_Navratilova'), profession: 'Tennis player', category: 'sports', country: 'us', born: 1956, died: null, tags: ['sports', 'lesbian'], bio: 'Czech-born American tennis player who won 18 Grand Slam singles titles, including nine at Wimbledon, and came out in 1981.' },
  { name: 'Megan Rapinoe', wiki: W('Megan_Rapinoe'), profession: 'Footballer', category: 'sports', country: 'us', born: 1985, died: null, tags: ['sports', 'lesbian', 'activism'], bio: 'American footballer, a two-time World Cup winner with the US national team and winner of the 2019 Ballon d’Or Féminin, known for her advocacy for LGBTQ+ rights and equal pay.' },
  { name: 'Tom Daley', wiki: W('Tom_Daley'), profession: 'Diver', category: 'sports', country: 'gb', born: 1994, died: null, tags: ['sports', 'gay'], bio: 'British diver who won Olympic gold in the synchronised 10 m platform at Tokyo 2020 and has campaigned for LGBTQ+ rights in sport.' },
  { name: 'Greg Louganis', wiki: W('Greg_Louganis'), profession: 'Diver', category: 'sports', country: 'us', born: 1960, died: null, tags: ['sports', 'gay', 'hiv'], bio: 'American diver who won gold on both springboard and platform at the 1984 and 1988 Olympics, and later spoke publicly about living with HIV.' },
  { name: 'Gareth Thomas', wiki: W('Gareth_Thomas_(rugby,_born_1974)'), profession: 'Rugby player', category: 'sports', country: 'gb', born: 1974, died: null, tags: ['sports', 'gay', 'hiv'], bio: 'Welsh rugby player and former Wales and British & Irish Lions captain who came out in 2009 and in 2019 spoke publicly about living with HIV.' },
  { name: 'Amélie Mauresmo', wiki: W('Am%C3%A9lie_Mauresmo'), profession: 'Tennis player', category: 'sports', country: 'fr', born: 1979, died: null, tags: ['sports', 'lesbian'], bio: 'French tennis player, former world No. 1 and winner of the 2006 Australian Open and Wimbledon, who came out publicly in 1999.' },
  { name: 'Jason Collins', wiki: W('Jason_Collins'), profession: 'Basketball player', category: 'sports', country: 'us', born: 1978, died: null, tags: ['sports', 'gay', 'bipoc'], bio: 'American basketball player who in 2013 became the first active player in one of the four major North American men’s leagues to come out as gay.' },
  { name: 'Ian Thorpe', wiki: W('Ian_Thorpe'), profession: 'Swimmer', category: 'sports', country: 'au', born: 1982, died: null, tags: ['sports', 'gay', 'mental-health'], bio: 'Australian swimmer and five-time Olympic gold medallist who came out in 2014 and has spoken openly about mental health.' },
  // science
  { name: 'Alan Turing', wiki: W('Alan_Turing'), profession: 'Mathematician', category: 'science', country: 'gb', born: 1912, died: 1954, tags: ['science', 'history', 'gay'], bio: 'English mathematician and computer scientist, a founder of theoretical computer science and a key codebreaker at Bletchley Park, who was prosecuted for homosexuality in 1952 and posthumously pardoned in 2013.' },
  { name: 'Magnus Hirschfeld', wiki: W('Magnus_Hirschfeld'), profession: 'Physician and sexologist', category: 'science', country: 'de', born: 1868, died: 1935, tags: ['science', 'history', 'activism'], bio: 'German physician and sexologist who founded the Scientific-Humanitarian Committee in 1897 and the Institute for Sexual Science in Berlin, whose library was destroyed by the Nazis in 1933.' },
  { name: 'Sally Ride', wiki: W('Sally_Ride'), profession: 'Astronaut and physicist', category: 'science', country: 'us', born: 1951, died: 2012, tags: ['science', 'lesbian'], bio: 'American astronaut and physicist who in 1983 became the first American woman in space; her 27-year relationship with Tam O’Shaughnessy became public after her death.' },
  { name: 'Lynn Conway', wiki: W('Lynn_Conway'), profession: 'Computer scientist', category: 'science', country: 'us', born: 1938, died: 2024, tags: ['science', 'trans'], bio: 'American computer scientist and electrical engineer whose work on VLSI chip design transformed the industry, and a prominent advocate for trans people.' },
  { name: 'Ben Barres', wiki: W('Ben_Barres'), profession: 'Neurobiologist', category: 'science', country: 'us', born: 1954, died: 2017, tags: ['science', 'trans'], bio: 'American neurobiologist at Stanford University known for research on glial cells, and the first openly transgender scientist elected to the US National Academy of Sciences.' },
  { name: 'Audrey Tang', wiki: W('Audrey_Tang'), profession: 'Software programmer and politician', category: 'science', country: 'tw', born: 1981, died: null, tags: ['science', 'trans'], bio: 'Taiwanese free-software programmer and civic hacker who served as Taiwan’s first Minister of Digital Affairs, and who has described themself as “post-gender”.' },
]

// ----------------------------------------------------------------------------- resources

export type ResourceSeed = {
  title: string
  description: string
  url: string
  phone?: string
  type: 'hotline' | 'organisation' | 'guide' | 'health' | 'legal' | 'support' | 'education' | 'other'
  country: string | null
  emergency?: boolean
  tags: string[]
  profession?: string
}

/** Well-known organisations (facts and homepages as publicly listed). */
export const REAL_RESOURCES: ResourceSeed[] = [
  { title: 'The Trevor Project', description: 'Crisis intervention and suicide prevention for LGBTQ+ young people in the United States, by phone, text and chat, 24/7.', url: 'https://www.thetrevorproject.org', phone: '+1 866 488 7386', type: 'hotline', country: 'us', emergency: true, tags: ['crisis-line', 'suicide-prevention', 'youth', 'mental-health'] },
  { title: 'Trans Lifeline', description: 'Peer support hotline run by and for trans people in the United States and Canada.', url: 'https://translifeline.org', phone: '+1 877 565 8860', type: 'hotline', country: 'us', emergency: true, tags: ['crisis-line', 'trans', 'peer-support'] },
  { title: 'Switchboard LGBT+', description: 'UK helpline offering a listening service and information for LGBTQ+ people by phone, email and chat.', url: 'https://switchboard.lgbt', phone: '+44 800 0119 100', type: 'hotline', country: 'gb', tags: ['helpline', 'peer-support', 'mental-health'] },
  { title: 'Samaritans', description: 'Free, confidential emotional support in the UK and Ireland for anyone who is struggling, day or night.', url: 'https://www.samaritans.org', phone: '116 123', type: 'hotline', country: 'gb', emergency: true, tags: ['crisis-line', 'suicide-prevention', 'mental-health'] },
  { title: 'QLife', description: 'Anonymous, free LGBTIQ+ peer support and referral service in Australia by phone and webchat.', url: 'https://qlife.org.au', phone: '1800 184 527', type: 'hotline', country: 'au', tags: ['helpline', 'peer-support', 'mental-health'] },
  { title: 'ILGA World', description: 'The worldwide federation of LGBTI organisations; publishes research on laws affecting LGBTI people around the world.', url: 'https://ilga.org', type: 'organisation', country: null, tags: ['human-rights', 'research', 'activism'] },
  { title: 'ILGA-Europe', description: 'European umbrella organisation of LGBTI groups; publishes the annual Rainbow Map of laws and policies in Europe.', url: 'https://www.ilga-europe.org', type: 'organisation', country: 'be', tags: ['human-rights', 'research', 'activism'] },
  { title: 'Stonewall', description: 'UK charity campaigning for the equality of lesbian, gay, bi, trans and queer people.', url: 'https://www.stonewall.org.uk', type: 'organisation', country: 'gb', tags: ['human-rights', 'workplace', 'schools'] },
  { title: 'LGBT Foundation', description: 'Manchester-based charity providing advice, support and information services for LGBTQ+ communities.', url: 'https://lgbt.foundation', type: 'support', country: 'gb', tags: ['peer-support', 'sexual-health', 'mental-health'] },
  { title: 'GLMA: Health Professionals Advancing LGBTQ+ Equality', description: 'US association of LGBTQ+ and allied health professionals, with a provider directory.', url: 'https://glma.org', type: 'health', country: 'us', tags: ['trans-health', 'sexual-health', 'mental-health'], profession: 'doctor' },
  { title: 'Lambda Legal', description: 'US legal organisation working for the civil rights of LGBTQ+ people and people living with HIV.', url: 'https://lambdalegal.org', type: 'legal', country: 'us', tags: ['legal-aid', 'discrimination', 'hiv'], profession: 'lawyer' },
  { title: 'ORAM (Organization for Refuge, Asylum & Migration)', description: 'Supports LGBTIQ asylum seekers and refugees through advocacy, training and programmes in countries of first asylum.', url: 'https://oramrefugee.org', type: 'legal', country: null, tags: ['asylum', 'legal-aid', 'human-rights'], profession: 'immigration-lawyer' },
  { title: 'Rainbow Railroad', description: 'Helps LGBTQI+ people facing persecution find a way to safety.', url: 'https://www.rainbowrailroad.org', type: 'organisation', country: 'ca', tags: ['asylum', 'human-rights', 'housing'] },
  { title: 'GLAAD', description: 'US media advocacy organisation working for fair and accurate representation of LGBTQ+ people.', url: 'https://glaad.org', type: 'organisation', country: 'us', tags: ['arts-culture', 'activism', 'education'] },
  { title: 'Human Rights Campaign', description: 'US LGBTQ+ civil rights organisation with guides on workplace equality, coming out and health.', url: 'https://www.hrc.org', type: 'organisation', country: 'us', tags: ['human-rights', 'workplace', 'coming-out'] },
  { title: 'PFLAG', description: 'US organisation uniting LGBTQ+ people with their families and allies, with local chapters across the country.', url: 'https://pflag.org', type: 'support', country: 'us', tags: ['parents-families', 'coming-out', 'peer-support'] },
  { title: 'Mermaids', description: 'UK charity supporting transgender, non-binary and gender-diverse children, young people and their families.', url: 'https://mermaidsuk.org.uk', type: 'support', country: 'gb', tags: ['trans', 'youth', 'parents-families'] },
  { title: 'akt', description: 'UK charity supporting LGBTQ+ young people aged 16–25 who are facing or experiencing homelessness.', url: 'https://www.akt.org.uk', type: 'support', country: 'gb', tags: ['housing', 'youth'] },
  { title: 'Galop', description: 'UK LGBT+ anti-abuse charity supporting people who have experienced hate crime, domestic abuse or sexual violence.', url: 'https://galop.org.uk', type: 'support', country: 'gb', tags: ['hate-crime', 'domestic-abuse', 'legal-aid'] },
  { title: 'Terrence Higgins Trust', description: 'UK charity for HIV and sexual health: information, testing and support.', url: 'https://www.tht.org.uk', type: 'health', country: 'gb', tags: ['hiv', 'sexual-health', 'prep'] },
  { title: 'Transgender Law Center', description: 'US trans-led legal organisation working for the self-determination of trans and gender nonconforming people.', url: 'https://transgenderlawcenter.org', type: 'legal', country: 'us', tags: ['trans', 'legal-aid', 'legal-gender-recognition'], profession: 'lawyer' },
  { title: 'It Gets Better Project', description: 'Non-profit sharing stories and resources to uplift and empower LGBTQ+ youth around the world.', url: 'https://itgetsbetter.org', type: 'support', country: 'us', tags: ['youth', 'coming-out', 'mental-health'] },
  { title: 'Egale Canada', description: 'Canadian organisation working for LGBTQI people through research, education, awareness and legal advocacy.', url: 'https://egale.ca', type: 'organisation', country: 'ca', tags: ['human-rights', 'schools', 'research'] },
  { title: 'OutRight International', description: 'International organisation working with partners for the human rights of LGBTIQ people around the world.', url: 'https://outrightinternational.org', type: 'organisation', country: null, tags: ['human-rights', 'activism', 'research'] },
  { title: 'TGEU (Transgender Europe)', description: 'Network of trans organisations across Europe and Central Asia, working for trans rights and trans health.', url: 'https://tgeu.org', type: 'organisation', country: 'de', tags: ['trans', 'human-rights', 'trans-health'] },
  { title: 'SAGE', description: 'US organisation providing advocacy and services for LGBTQ+ elders.', url: 'https://www.sageusa.org', type: 'support', country: 'us', tags: ['seniors', 'housing', 'peer-support'] },
  { title: 'Deutsche Aidshilfe', description: 'German umbrella organisation for HIV prevention, testing information and support for people living with HIV.', url: 'https://www.aidshilfe.de', type: 'health', country: 'de', tags: ['hiv', 'prep', 'sexual-health'] },
  { title: 'LSVD⁺ – Verband Queere Vielfalt', description: 'German federation campaigning for the rights of lesbian, gay, bisexual, trans, intersex and queer people.', url: 'https://www.lsvd.de', type: 'organisation', country: 'de', tags: ['human-rights', 'family-law', 'activism'] },
  { title: 'GMHC', description: 'New York organisation founded in 1982 providing HIV prevention, care and advocacy.', url: 'https://www.gmhc.org', type: 'health', country: 'us', tags: ['hiv', 'sexual-health', 'housing'] },
  { title: 'UNAIDS', description: 'The Joint United Nations Programme on HIV/AIDS, with data and guidance on HIV worldwide.', url: 'https://www.unaids.org', type: 'education', country: null, tags: ['hiv', 'research', 'human-rights'] },
]

/**
 * Generic, clearly descriptive resource entries (guides and directories). {C} city, {K} country.
 * `scope`: 'city' fills a demo city, 'country' its country, 'world' neither.
 */
export const GENERIC_RESOURCES: Array<{
  title: string
  description: string
  type: ResourceSeed['type']
  scope: 'city' | 'country' | 'world'
  tags: string[]
  profession?: string
}> = [
  { title: 'Finding an LGBTQ+-affirming therapist in {C}', description: 'What to ask before your first session, how to check a therapist’s experience with queer and trans clients, and where to start looking in {C}.', type: 'guide', scope: 'city', tags: ['mental-health'], profession: 'therapist' },
  { title: 'Low-cost counselling options in {C}', description: 'A guide to sliding-scale and community counselling services for LGBTQ+ people in {C}.', type: 'support', scope: 'city', tags: ['mental-health', 'financial-help'], profession: 'counsellor' },
  { title: 'Getting PrEP in {K}', description: 'How PrEP works, who can get it in {K}, what tests you need first and how often to go back.', type: 'health', scope: 'country', tags: ['prep', 'hiv', 'sexual-health'], profession: 'sexual-health-nurse' },
  { title: 'PEP: what to do in the first 72 hours', description: 'If you think you were exposed to HIV, post-exposure prophylaxis can help. Here is what to do and where to go.', type: 'health', scope: 'world', tags: ['pep', 'hiv', 'sexual-health'], profession: 'doctor' },
  { title: 'Starting hormone therapy: a first-steps guide', description: 'What to expect from your first appointments, typical blood tests and how to find a trans-competent endocrinologist.', type: 'guide', scope: 'world', tags: ['trans-health', 'hormones', 'trans'], profession: 'endocrinologist' },
  { title: 'Trans-competent GPs in {C}', description: 'Tips for finding a family doctor in {C} who respects your name and pronouns and understands trans health.', type: 'health', scope: 'city', tags: ['trans-health', 'trans'], profession: 'doctor' },
  { title: 'Changing your name and gender marker in {K}', description: 'An overview of the usual steps, documents and costs for legal gender recognition in {K}, and where to get advice.', type: 'legal', scope: 'country', tags: ['legal-gender-recognition', 'trans', 'non-binary'], profession: 'lawyer' },
  { title: 'Claiming asylum as an LGBTQ+ person in {K}', description: 'What to expect from the process in {K}, how to prepare your account and where to find specialist legal support.', type: 'legal', scope: 'country', tags: ['asylum', 'legal-aid'], profession: 'immigration-lawyer' },
  { title: 'Reporting a hate crime in {C}', description: 'How to report to the police or anonymously through a third party, and where to get emotional support afterwards.', type: 'legal', scope: 'city', tags: ['hate-crime', 'legal-aid'] },
  { title: 'Discrimination at work: know your rights', description: 'What counts as discrimination, how to keep records and who can help you raise a complaint.', type: 'legal', scope: 'world', tags: ['employment-rights', 'discrimination', 'workplace'], profession: 'lawyer' },
  { title: 'Coming out to your family: a practical guide', description: 'Planning the conversation, looking after yourself and finding support if it does not go well.', type: 'guide', scope: 'world', tags: ['coming-out', 'parents-families'] },
  { title: 'Coming out at work', description: 'Thinking through when and how to come out at work, and what to do if you face a negative reaction.', type: 'guide', scope: 'world', tags: ['coming-out', 'workplace'] },
  { title: 'LGBTQ+ youth groups in {C}', description: 'A guide to youth groups and drop-ins for young LGBTQ+ people in {C}, usually for ages 14 to 25.', type: 'support', scope: 'city', tags: ['youth', 'peer-support'], profession: 'youth-worker' },
  { title: 'Support for parents of trans kids in {K}', description: 'Parent networks, reading lists and how to find affirming care for your child in {K}.', type: 'support', scope: 'country', tags: ['parents-families', 'trans', 'youth'], profession: 'social-worker' },
  { title: 'LGBTQ+ elders: staying connected in {C}', description: 'Social groups, befriending schemes and housing advice for older LGBTQ+ people in {C}.', type: 'support', scope: 'city', tags: ['seniors', 'peer-support'], profession: 'social-worker' },
  { title: 'Emergency housing for LGBTQ+ people in {C}', description: 'What to do if you have nowhere safe to stay tonight, and services in {C} that understand LGBTQ+ needs.', type: 'support', scope: 'city', tags: ['housing', 'youth', 'financial-help'], profession: 'social-worker' },
  { title: 'Domestic abuse in queer relationships', description: 'Recognising abuse in same-sex and trans relationships, safety planning and where to get help.', type: 'support', scope: 'world', tags: ['domestic-abuse', 'peer-support'] },
  { title: 'Chemsex and harm reduction', description: 'Non-judgemental information on chemsex, safer use and finding support.', type: 'health', scope: 'world', tags: ['substance-use', 'sexual-health'], profession: 'sexual-health-nurse' },
  { title: 'Where to get tested for HIV and STIs in {C}', description: 'Walk-in and appointment-based testing in {C}, what tests to ask for and how results are shared.', type: 'health', scope: 'city', tags: ['hiv', 'sexual-health'], profession: 'sexual-health-nurse' },
  { title: 'Voice training for trans people', description: 'How voice therapy works, what to expect from a speech therapist and exercises you can try at home.', type: 'health', scope: 'world', tags: ['trans-health', 'trans'], profession: 'speech-therapist' },
  { title: 'Gender-affirming surgery: questions to ask', description: 'A checklist for consultations with surgeons, recovery planning and aftercare.', type: 'health', scope: 'world', tags: ['trans-health', 'trans'], profession: 'surgeon' },
  { title: 'Affirming gynaecological care', description: 'Tips for lesbians, bi+ women, trans men and non-binary people on finding respectful gynaecological care.', type: 'health', scope: 'world', tags: ['sexual-health', 'lesbian', 'trans-health'], profession: 'gynaecologist' },
  { title: 'Mental health crisis: what to do right now', description: 'If you or someone you know is in danger, call your local emergency number. This page lists steps to stay safe and who to contact.', type: 'hotline', scope: 'world', tags: ['crisis-line', 'suicide-prevention', 'mental-health'] },
  { title: 'Queer sports clubs in {C}', description: 'Inclusive football, swimming, running and climbing clubs welcoming beginners in {C}.', type: 'other', scope: 'city', tags: ['sports'] },
  { title: 'LGBTQ+ inclusive faith communities in {C}', description: 'Congregations and groups in {C} that welcome LGBTQ+ people of faith.', type: 'other', scope: 'city', tags: ['faith', 'peer-support'] },
  { title: 'Queer history walking tour of {C}', description: 'A self-guided walk through places that shaped LGBTQ+ life in {C}.', type: 'education', scope: 'city', tags: ['history', 'education'] },
  { title: 'Making your school LGBTQ+ inclusive', description: 'Practical steps for teachers and students: inclusive curriculum, anti-bullying policies and student groups.', type: 'education', scope: 'world', tags: ['schools', 'education', 'youth'] },
  { title: 'Starting a workplace LGBTQ+ network', description: 'How to set up an employee network, get leadership support and run your first events.', type: 'education', scope: 'world', tags: ['workplace', 'education'] },
  { title: 'Safe travel tips for LGBTQ+ travellers', description: 'Checking local laws, keeping your documents in order and finding community when you arrive.', type: 'guide', scope: 'world', tags: ['travel'] },
  { title: 'Disabled and queer in {C}', description: 'Accessible venues, disabled-led LGBTQ+ groups and access information for events in {C}.', type: 'support', scope: 'city', tags: ['disability', 'peer-support'] },
  { title: 'Groups for queer people of colour in {C}', description: 'Social and support groups led by and for BIPOC LGBTQ+ people in {C}.', type: 'support', scope: 'city', tags: ['bipoc', 'peer-support'] },
  { title: 'Understanding bisexuality: a guide for partners', description: 'Common myths, honest conversations and how to be a supportive partner.', type: 'guide', scope: 'world', tags: ['bisexual', 'education'] },
  { title: 'Asexual and aromantic: an introduction', description: 'What asexuality and aromanticism mean, and where to find ace and aro community.', type: 'guide', scope: 'world', tags: ['asexual', 'education'] },
  { title: 'Intersex: rights and support', description: 'What intersex means, medical rights and support networks for intersex people and families.', type: 'guide', scope: 'world', tags: ['intersex', 'intersex-health', 'human-rights'] },
  { title: 'Emergency funds for LGBTQ+ people in {K}', description: 'Small grants and hardship funds that LGBTQ+ people in {K} can apply for.', type: 'support', scope: 'country', tags: ['financial-help'] },
  { title: 'Eating disorders and body image support', description: 'Information and support for LGBTQ+ people affected by eating disorders.', type: 'health', scope: 'world', tags: ['eating-disorders', 'mental-health'], profession: 'psychiatrist' },
  { title: 'Psychiatric care without judgement', description: 'How to find a psychiatrist who is informed about LGBTQ+ lives and what your rights are as a patient.', type: 'health', scope: 'world', tags: ['mental-health'], profession: 'psychiatrist' },
  { title: 'PrEP and PEP at the pharmacy', description: 'What your pharmacist can tell you about PrEP, PEP and interactions with other medicines.', type: 'health', scope: 'world', tags: ['prep', 'pep'], profession: 'pharmacist' },
  { title: 'Marriage, partnership and parenting rights in {K}', description: 'An overview of family law questions for same-sex couples in {K} and where to get advice.', type: 'legal', scope: 'country', tags: ['family-law', 'parents-families'], profession: 'lawyer' },
  { title: 'Volunteering with LGBTQ+ organisations in {C}', description: 'Ways to get involved in {C}: helplines, Pride stewarding, youth groups and more.', type: 'other', scope: 'city', tags: ['activism', 'peer-support'] },
]

// ----------------------------------------------------------------------------- news

export const NEWS_CATEGORIES = ['community', 'politics', 'culture', 'health', 'travel', 'sports'] as const

export const NEWS_SOURCES: Array<{ name: string; url: string; language: string; country: string }> = [
  { name: 'PinkNews', url: 'https://www.thepinknews.com', language: 'en', country: 'gb' },
  { name: 'The Advocate', url: 'https://www.advocate.com', language: 'en', country: 'us' },
  { name: 'Them', url: 'https://www.them.us', language: 'en', country: 'us' },
  { name: 'Out', url: 'https://www.out.com', language: 'en', country: 'us' },
  { name: 'Gay Times', url: 'https://www.gaytimes.com', language: 'en', country: 'gb' },
  { name: 'Xtra', url: 'https://xtramagazine.com', language: 'en', country: 'ca' },
  { name: 'Attitude', url: 'https://www.attitude.co.uk', language: 'en', country: 'gb' },
  { name: 'Star Observer', url: 'https://www.starobserver.com.au', language: 'en', country: 'au' },
  { name: 'LGBTQ Nation', url: 'https://www.lgbtqnation.com', language: 'en', country: 'us' },
  { name: 'Siegessäule', url: 'https://www.siegessaeule.de', language: 'de', country: 'de' },
]

/** Neutral community-news headlines (no claims about real people). {C} city, {K} country. */
export const NEWS_HEADLINES: Array<{ title: string; category: (typeof NEWS_CATEGORIES)[number]; summary: string }> = [
  { title: 'How {C}’s queer book clubs are building community one chapter at a time', category: 'culture', summary: 'Readers and organisers share why small, regular meetups matter — and how to start your own.' },
  { title: 'Pride season planning: what volunteers in {C} need to know', category: 'community', summary: 'Stewarding, accessibility and first aid: a look at what goes into a safe Pride day.' },
  { title: 'Five questions to ask when choosing an affirming doctor', category: 'health', summary: 'A short checklist for your next appointment, from pronouns to privacy.' },
  { title: 'A weekend in {C}: queer-friendly cafés, bookshops and nightlife', category: 'travel', summary: 'Our community picks for a short city break, from morning coffee to the last dance.' },
  { title: 'Queer sports leagues see growing interest from beginners', category: 'sports', summary: 'Organisers across several cities say newcomers are the fastest-growing group in their clubs.' },
  { title: 'Why sober queer spaces are on the rise', category: 'community', summary: 'From daytime dances to coffee raves, alcohol-free events are finding an audience.' },
  { title: 'Understanding PrEP: a plain-language explainer', category: 'health', summary: 'What it is, how it works and what to ask your clinic.' },
  { title: 'Ballroom culture in {C}: a new generation takes the floor', category: 'culture', summary: 'Houses, categories and chosen family — a look at the local ballroom scene.' },
  { title: 'Community centres report record demand for peer support groups', category: 'community', summary: 'Volunteers describe how peer-led groups are filling gaps in local services.' },
  { title: 'Travelling as a trans person: practical tips for airports and borders', category: 'travel', summary: 'Documents, security screening and what to pack in your hand luggage.' },
  { title: 'Queer history month: archives open their doors in {C}', category: 'culture', summary: 'Volunteer archivists invite the public to explore letters, flyers and photographs.' },
  { title: 'Mental health: how to support a friend who is struggling', category: 'health', summary: 'Listening, checking in and knowing when to suggest professional help.' },
  { title: 'What a good venue accessibility statement looks like', category: 'community', summary: 'Step-free access, quiet spaces and clear information help everyone plan a night out.' },
  { title: 'Rainbow families: organising a playdate network in {C}', category: 'community', summary: 'Parents share how they built a friendly network for queer families.' },
  { title: 'Local elections: questions to put to candidates on LGBTQ+ issues', category: 'politics', summary: 'A non-partisan guide to asking candidates about equality, safety and services.' },
  { title: 'How to read a country’s LGBTQ+ legal situation before you travel', category: 'politics', summary: 'Where to find reliable information and what the different legal categories mean.' },
  { title: 'Drag story hours: what parents say about them', category: 'culture', summary: 'Families in several cities describe what they value about reading events.' },
  { title: 'A beginner’s guide to queer club etiquette', category: 'culture', summary: 'Consent, phones on the dance floor and looking out for each other.' },
  { title: 'Winter blues: community ideas for staying connected', category: 'health', summary: 'Walking groups, soup nights and online hangouts to beat isolation.' },
  { title: 'Swim sessions for trans and non-binary people expand in {C}', category: 'sports', summary: 'Organisers of private swim sessions share how they make pools feel safe.' },
  { title: 'Inside {C}’s queer film club', category: 'culture', summary: 'A volunteer-run club screens classics and new releases every month.' },
  { title: 'How workplace networks support LGBTQ+ employees', category: 'politics', summary: 'Members describe mentoring, policy work and social events at work.' },
  { title: 'Sexual health clinics: what happens at a walk-in test', category: 'health', summary: 'From registration to results, a step-by-step explainer.' },
  { title: 'The best queer bookshops to visit on your travels', category: 'travel', summary: 'Independent bookshops are often the best place to find the local community.' },
  { title: 'Running clubs with a rainbow: meet the Sunday crew in {C}', category: 'sports', summary: 'All paces welcome, coffee afterwards mandatory.' },
  { title: 'Older LGBTQ+ people share what community means to them', category: 'community', summary: 'Stories from a lunch club that has met every week for years.' },
  { title: 'Making events accessible: tips from disabled queer organisers', category: 'community', summary: 'Captions, seating and clear information go a long way.' },
  { title: 'Queer choirs: why singing together feels so good', category: 'culture', summary: 'Members of a community choir in {C} explain the appeal.' },
  { title: 'Asylum support volunteers explain how to help', category: 'politics', summary: 'Donations, befriending and language help are all in demand.' },
  { title: 'Pride on a budget: how to enjoy the season without overspending', category: 'community', summary: 'Free events, shared costs and community kitchens.' },
]

export const NEWS_BODY_PARAGRAPHS = [
  'This article is part of Haven’s demo content and illustrates how community news appears in the app.',
  'Organisers say the most important thing is to make newcomers feel welcome from the first minute, whether that means a friendly host at the door or a clear description of what to expect.',
  'Many groups rely entirely on volunteers. If you have a few hours a month to spare, local organisations are usually happy to hear from you.',
  'Accessibility remains a recurring theme: step-free access, quiet spaces and clear information about noise and lighting make events better for everyone.',
  'If you are looking for support, the resources section of Haven lists helplines, health services and legal advice by topic and by profession.',
  'As always, check the details with the organisers before you travel, and look after each other.',
]

// ----------------------------------------------------------------------------- travel & content

export const TRAVEL_SECTIONS = [
  '## Why visit {C}\n\n{C} has a lively and welcoming LGBTQ+ community. Whether you come for Pride, a long weekend or a longer stay, you will find bars, cafés, community spaces and events listed on Haven — many of them in and around {D}.',
  '## Getting around\n\nPublic transport is usually the easiest way to move between neighbourhoods. Keep a copy of your ID with you, and plan your route home before a late night out.',
  '## Where to go\n\nStart in {D}, where many queer-friendly venues are within walking distance of each other. {D2} is worth an afternoon too, especially for cafés and independent shops. Check the venue pages for opening hours and accessibility information.',
  '## Events and Pride\n\nThe events calendar on Haven shows what is on during your visit, from club nights to book clubs and sports meetups. Pride dates change every year, so check the organisers’ own channels before booking.',
  '## Staying safe\n\nMost visitors have a great time. As anywhere, trust your instincts, keep an eye on your drinks and look out for friends. Save local emergency numbers and the contacts in our resources section before you go.',
  '## Meeting people\n\nJoin a crew for {C} on Haven to ask locals for tips, or come along to a newcomers meetup — they are a friendly way to find your feet.',
]

export const CONTENT_PAGES: Array<{ slug: string; title: string; body: string }> = [
  {
    slug: 'community-guidelines',
    title: 'Community Guidelines',
    body: '# Community Guidelines\n\nHaven is a space for LGBTQ+ people and allies. To keep it safe and welcoming:\n\n1. **Be kind.** Treat others with respect, even when you disagree.\n2. **No hate.** Slurs, harassment and discrimination of any kind are not allowed.\n3. **Respect privacy.** Never share someone’s personal information or out anyone.\n4. **Consent matters.** Do not send unsolicited explicit content.\n5. **Keep it real.** No impersonation, spam or scams.\n\nIf you see something that breaks these rules, use the report button. Our moderators review every report.',
  },
  {
    slug: 'safety-tips',
    title: 'Safety Tips',
    body: '# Safety Tips\n\n- Meet new people in public places first, and tell a friend where you are going.\n- Keep control of your location settings: Haven never shows your exact position, only the city you choose to show.\n- Check local laws before travelling; our country pages summarise the legal situation.\n- Use blocking and reporting whenever someone makes you uncomfortable.\n- Save the helplines from the resources section in your phone.',
  },
  {
    slug: 'pride-calendar',
    title: 'Pride Calendar',
    body: '# Pride Calendar\n\nMany cities hold Pride in June, marking the anniversary of the Stonewall uprising in New York in June 1969. Others celebrate at different times of the year — Sydney’s Gay and Lesbian Mardi Gras, for example, takes place in February and March.\n\nDates change every year. Use the **Events** calendar on Haven and filter by the Pride type to see what is coming up near you, and always confirm details with the organisers.',
  },
  {
    slug: 'newcomers-guide',
    title: 'New to Haven?',
    body: '# New to Haven?\n\nWelcome! Here is how to get started:\n\n- **Explore** venues and events in your city.\n- **Join a crew** to meet people with shared interests.\n- **Set your vibe** in your profile settings to show what you are looking for.\n- **Adjust your privacy**: choose who can see your profile and whether your city is shown.',
  },
  {
    slug: 'accessibility-statement',
    title: 'Accessibility Statement',
    body: '# Accessibility Statement\n\nWe want Haven to work for everyone. You can change font size, contrast and motion in the accessibility settings. Venue and event pages list accessibility features such as step-free access, accessible toilets and quiet spaces.\n\nIf something does not work for you, please tell us through the contact page.',
  },
]

// ----------------------------------------------------------------------------- groups

/** 30 crews: {C} = city name. private = visible to members only. */
export const GROUPS: Array<{ name: string; description: string; private?: boolean; city: boolean; interest?: string }> = [
  { name: '{C} Queer Book Club', description: 'We read one book a month by an LGBTQ+ author and meet to talk about it over coffee.', city: true },
  { name: 'Rainbow Runners {C}', description: 'Weekly social runs for all paces. Nobody gets left behind.', city: true },
  { name: 'Sapphic Socials {C}', description: 'Drinks, picnics and game nights for lesbian, bi+ and queer women and non-binary people.', city: true },
  { name: 'Trans & Non-binary Peer Circle', description: 'A private space for trans and non-binary members to share experiences and support each other.', private: true, city: false },
  { name: 'Queer Gamers United', description: 'Online and offline gaming nights, from board games to co-op video games.', city: false },
  { name: 'LGBTQ+ Hikers {C}', description: 'Day hikes and weekend trips in and around {C}. Beginners welcome.', city: true },
  { name: 'Queer Parents Network', description: 'Advice, playdates and solidarity for rainbow families.', city: false },
  { name: 'Sober & Queer', description: 'Alcohol-free socials, coffee meetups and mutual support.', city: false },
  { name: 'Queer Professionals {C}', description: 'Networking and mentoring for LGBTQ+ people at every stage of their career.', city: true },
  { name: 'Drag Lovers {C}', description: 'Fans, performers and curious newcomers sharing shows and tips.', city: true },
  { name: 'Bi+ Meetup', description: 'A friendly group for bisexual, pansexual and other bi+ people.', city: false },
  { name: 'Over 50 & Fabulous', description: 'Social events and friendship for LGBTQ+ people over fifty.', city: false },
  { name: 'Queer Climbers {C}', description: 'Bouldering sessions and outdoor trips. Shoes can be borrowed.', city: true },
  { name: 'Rainbow Choir {C}', description: 'A community choir that rehearses weekly and performs at Pride.', city: true },
  { name: 'Newcomers to {C}', description: 'Just moved? Meet people, ask questions and find your way around.', city: true },
  { name: 'Queer Film Club', description: 'We watch and discuss LGBTQ+ films, old and new.', city: false },
  { name: 'Asylum Support Circle', description: 'A private group for LGBTQ+ asylum seekers and the volunteers who support them.', private: true, city: false },
  { name: 'Queer Cooks {C}', description: 'Potlucks, recipe swaps and cooking nights.', city: true },
  { name: 'Ace & Aro Space', description: 'Community for asexual and aromantic people and those questioning.', city: false },
  { name: 'Rainbow Cyclists {C}', description: 'Relaxed group rides on weekends; all bikes welcome.', city: true },
  { name: 'Queer Creatives', description: 'Writers, artists, musicians and makers sharing work and collaborating.', city: false },
  { name: 'Pride Volunteers {C}', description: 'Coordinating stewards, stalls and accessibility for Pride.', city: true },
  { name: 'BIPOC Queer Collective', description: 'A private community space led by and for queer and trans people of colour.', private: true, city: false },
  { name: 'Queer Language Exchange', description: 'Practise languages with other LGBTQ+ people around the world.', city: false },
  { name: 'Coming Out Support', description: 'A private, moderated space for people thinking about coming out.', private: true, city: false },
  { name: 'Rainbow Swimmers {C}', description: 'Inclusive swim sessions and open-water meetups in summer.', city: true },
  { name: 'Queer Tech {C}', description: 'Talks, hack nights and job leads for LGBTQ+ people in tech.', city: true },
  { name: 'Plant Parents & Gardeners', description: 'Swap cuttings, share tips and visit community gardens.', city: false },
  { name: 'Queer Student Union', description: 'A private crew for LGBTQ+ students: study groups, socials and advice.', private: true, city: false },
  { name: 'Haven Organisers', description: 'A private crew for people organising events listed on Haven.', private: true, city: false },
]

export const GROUP_RULES: Array<{ title: string; body: string }> = [
  { title: 'Be kind and respectful', body: 'Disagree with ideas, not people. No insults or personal attacks.' },
  { title: 'Respect names and pronouns', body: 'Always use the names and pronouns people share with you.' },
  { title: 'What is shared here stays here', body: 'Do not screenshot or share posts outside the crew without permission.' },
  { title: 'No spam or self-promotion', body: 'Ask an admin before posting ads or fundraising links.' },
  { title: 'Keep it on topic', body: 'Posts should relate to what the crew is about.' },
  { title: 'Content warnings for heavy topics', body: 'Add a CW at the start of posts about violence, self-harm or discrimination.' },
  { title: 'Report, do not retaliate', body: 'If something is wrong, report it to the admins instead of arguing in the comments.' },
]

// ----------------------------------------------------------------------------- feed

/** Post templates. {C} city, {V} venue, {E} event, {G} group, {I} interest. */
export const POST_TEMPLATES = [
  'Just discovered {V} in {C} — such a lovely crowd. Who else has been?',
  'Anyone going to {E}? Would love some company!',
  'First time at a queer {I} meetup today and everyone was so welcoming. Thank you all 💜',
  'Looking for recommendations: quiet places to read in {C}?',
  'Happy Pride month, everyone! What are your plans?',
  'Reminder that rest is resistance. Take care of yourselves this week 🌈',
  'Had the best brunch at {V}. The staff remembered my pronouns from last time!',
  'Does anyone know a good {I} group in {C} for beginners?',
  'Three years on hormones today. Feeling grateful for this community.',
  'Our crew {G} is meeting again this weekend — newcomers welcome!',
  'What book should our club read next? Drop your favourite queer novels below 📚',
  'Big thanks to the volunteers who made {E} happen. You are amazing.',
  'Moved to {C} last month and still finding my way around. Say hi if you are nearby!',
  'Hot take: {I} is better with friends. Who is in?',
  'Came out to my grandmother today. She said she had known for years 😂❤️',
  'Looking for a climbing buddy in {C}, weekday evenings.',
  'Just finished volunteering at a Pride stall. My feet hurt but my heart is full.',
  'Is there a sober queer space in {C}? Asking for me.',
  'Photos from last night at {V} are up in our crew — tag yourselves!',
  'If you are struggling today, you are not alone. The resources page has helplines for lots of countries.',
  'Anyone want to start a {I} club? I will bring snacks.',
  'Travelling to {C} next month — what should I not miss?',
  'Our little choir sang at {E} and I am still buzzing.',
  'Small win: used my real name at the doctor and they got it right first time.',
  'Who else is counting down to {E}?',
  'Rainy Sunday plans: tea, {I} and a queer film. Recommendations welcome.',
  'Shout-out to {V} for the new all-gender toilets!',
  'Just joined {G}. Excited to meet you all!',
  'Does anyone have tips for a first Pride? Going to {E} with my partner.',
  'Feeling proud today. That is all. 🏳️‍🌈',
  'Found a queer bookshop in {C} and spent far too much money. No regrets.',
  'Anniversary dinner at {V}. Ten years together!',
  'Free spot in our {I} group this Thursday — message me if you want it.',
  'Thank you to everyone who checked in on me last week. Community is everything.',
  'Reading about queer history in {C} and wow, we have always been here.',
]

export const COMMENT_TEMPLATES = [
  'Love this! 💖', 'Count me in!', 'Same here!', 'This made my day.', 'So happy for you!', 'I was there too — what a night!',
  'Great recommendation, thank you.', 'Sending you a message.', 'Welcome to the community!', 'See you there 🌈',
  'Congratulations!!', 'Thanks for sharing this.', 'Adding it to my list.', 'You are so brave. Proud of you.',
  'Try the book club, they are lovely.', 'I can recommend the Thursday group.', 'Yes! Finally someone said it.',
  'Hugs from across the city.', 'Let me know if you want company.', 'That place is the best.', '🥹🥹🥹',
  'Is it accessible? Asking for my partner.', 'What time does it start?', 'Ooh, I need this.', 'Saving this post.',
  'You have got this.', 'Happy anniversary!', 'Beautiful photos!', 'Agreed, the staff there are great.', 'Welcome to {C}!',
]

// ----------------------------------------------------------------------------- messages

/** Direct-message scripts: lines alternate A, B, A, B… {V} venue, {E} event, {C} city, {a}/{b} first names. */
export const CONVERSATION_SCRIPTS: string[][] = [
  ['Hey {b}! Great to meet you at the meetup yesterday 😊', 'Hi {a}! Likewise — that was fun.', 'Are you going to {E}?', 'Thinking about it! Are you?', 'Yes, a few of us are going together. Want to join?', 'I would love that. Send me the details?', 'Will do! We meet at {V} beforehand.'],
  ['Hi {b}, saw your post about the book club. Is there still space?', 'Hi! Yes, we always have room for one more.', 'Amazing. What are you reading this month?', 'A queer romance set in the seventies. You will love it.', 'Perfect, I will order it today.', 'See you on Thursday then! 📚'],
  ['Morning! Did you get home ok last night?', 'I did, thanks for checking 💜', 'Good! That was such a good night at {V}.', 'The DJ was incredible.', 'We should go again next month.', 'Definitely. Put me down!'],
  ['Hey {b}, welcome to {C}! How is the move going?', 'Slowly! Boxes everywhere 😅', 'Ha, I remember that. Need any tips?', 'Where do people go for coffee around here?', 'Try {V}, it is lovely and really queer-friendly.', 'Noted! Thank you so much.', 'Any time. Let me know if you want to grab a coffee there.'],
  ['Hi {b}! Are you still looking for a running buddy?', 'Yes! I usually go Sunday mornings.', 'Same here. Want to try the Rainbow Runners route?', 'Sounds great. What pace?', 'Very relaxed. Chatting pace 😂', 'My kind of run. See you Sunday!'],
  ['Thanks for organising {E}, {b}. It was so well run.', 'Aw, thank you! It was a team effort.', 'Do you need volunteers next time?', 'Always! I will add you to the list.', 'Brilliant. Looking forward to it.', 'You are a star ⭐'],
  ['Hey! Random question: do you know a good affirming GP in {C}?', 'I do — I will send you the name.', 'Thank you, that would really help.', 'No problem. There is also a guide in the resources section.', 'Oh nice, I had not seen that.', 'Let me know how it goes 💜'],
  ['Happy Pride, {b}! 🏳️‍🌈', 'Happy Pride! Are you marching?', 'Yes, with the choir. You?', 'I am stewarding this year.', 'Amazing. I will wave!', 'Ha! Look for the pink vest.'],
  ['Hi {b}, loved your photos from the hike.', 'Thank you! The view was unreal.', 'Are you planning another one?', 'Next month, probably. Want to come?', 'Yes please! Is it beginner-friendly?', 'Totally. We take lots of snack breaks.', 'Sold 😄'],
  ['Hey {b}, are you coming to board game night?', 'Which one?', 'Thursday at {V}.', 'Ooh, yes. Can I bring a friend?', 'Of course, the more the merrier.', 'Great, see you there!'],
  ['Just wanted to say thank you for the chat last week. It helped a lot.', 'I am really glad, {a}. How are you feeling now?', 'Better. I talked to my sister and it went well.', 'That is wonderful news 💜', 'Still nervous about telling my parents though.', 'Take your time. You do not owe anyone a timeline.', 'Thank you. Really.'],
  ['Did you see the new exhibition at the gallery?', 'Not yet! Is it good?', 'Really good. Lots of local queer artists.', 'Want to go together this weekend?', 'Yes! Saturday afternoon?', 'Perfect. Coffee after?', 'Obviously ☕'],
]

/** Group-chat titles (non-direct conversations). */
export const GROUP_CHAT_TITLES = ['Pride planning crew', 'Book club chat', 'Sunday runners', 'Board game night', 'Choir altos', 'Weekend hike', 'Film club picks', 'Brunch squad']

export const GROUP_CHAT_LINES = [
  'Hi all! Who is in for this weekend?', 'Count me in 🙋', 'I can bring snacks.', 'What time are we meeting?',
  'How about 6pm at {V}?', 'Works for me!', 'I might be a bit late, save me a seat.', 'See you all there 🌈',
  'Does anyone need a lift?', 'I will bring the cards.', 'Perfect, thanks everyone!', 'Can not wait!',
]

export const REACTION_EMOJIS = ['❤️', '😂', '🏳️‍🌈', '👍', '🥹', '🎉', '💜', '🔥']

// ----------------------------------------------------------------------------- notifications & moderation

export const NOTIFICATION_TEMPLATES: Array<{ type: 'message' | 'event' | 'system' | 'other'; title: string; content: string; url: string }> = [
  { type: 'message', title: 'New message', content: '{n} sent you a message.', url: '/messages' },
  { type: 'event', title: 'Event invite', content: '{n} invited you to {E}.', url: '/events/{eid}' },
  { type: 'event', title: 'Event reminder', content: '{E} starts tomorrow.', url: '/events/{eid}' },
  { type: 'other', title: 'Post liked', content: '{n} liked your post.', url: '/feed' },
  { type: 'other', title: 'Comment on post', content: '{n} commented on your post.', url: '/feed' },
  { type: 'other', title: 'New follower', content: '{n} sent you a friend request.', url: '/friends' },
  { type: 'other', title: 'Mention', content: '{n} mentioned you in a post.', url: '/feed' },
  { type: 'other', title: 'Group invite', content: '{n} invited you to join {G}.', url: '/groups/{gid}' },
  { type: 'system', title: 'Welcome to Haven', content: 'Set up your profile and find your crew.', url: '/profile/settings' },
  { type: 'system', title: 'Privacy reminder', content: 'You can choose who sees your profile and city at any time.', url: '/profile/settings' },
]

export const REPORT_DETAILS = [
  'This account keeps sending me unwanted messages.',
  'Looks like spam — the same link was posted in several crews.',
  'This comment uses a slur.',
  'This profile is pretending to be someone I know.',
  'The venue information is out of date; it closed last year.',
  'This review seems to be written by the owner.',
  'Shared my photo without permission.',
]

export const REPORT_RESOLUTIONS = ['Content removed and the member warned.', 'No violation found.', 'Account suspended for repeated spam.', 'Venue details updated.']

export const NEWSLETTER_NAMES = ['pride.fan', 'rainbow.reader', 'queer.traveller', 'citylights', 'book.worm', 'dance.floor', 'sunday.runner', 'coffee.lover', 'choir.alto', 'zine.maker', 'night.owl', 'plant.parent']
