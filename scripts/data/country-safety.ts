/**
 * Legal situation for LGBTQ+ people per country (D1 table `country_safety`).
 *
 * Compiled by hand from the ILGA World Database / "State-Sponsored Homophobia"
 * report and the ILGA-Europe Rainbow Map (situation as of 2024/2025, later
 * changes noted with their own `as_of`). INFORMATIONAL ONLY, NOT LEGAL ADVICE:
 * laws change and enforcement varies; the app must link to the source.
 *
 * Countries without a specific entry get conservative defaults:
 * legal / none / none / unclear.
 */
import { buildCountries } from './geo'

export type SameSexRelations = 'legal' | 'criminalised' | 'unclear'
export type MarriageStatus = 'marriage' | 'partnership' | 'none'
export type DiscriminationProtection = 'full' | 'partial' | 'none'
export type GenderRecognition = 'self_id' | 'medical' | 'none' | 'unclear'

export interface CountrySafetyRow {
  country_id: string
  same_sex_relations: SameSexRelations
  penalty: string | null
  marriage: MarriageStatus
  discrimination_protection: DiscriminationProtection
  gender_recognition: GenderRecognition
  notes: string | null
  source_name: string
  source_url: string
  as_of: string
}

export const SAFETY_SOURCE_NAME = 'ILGA World Database / State-Sponsored Homophobia report'
export const SAFETY_SOURCE_URL = 'https://database.ilga.org'
export const SAFETY_AS_OF = '2025-01-01'

// ---------------------------------------------------------------------------
// Same-sex sexual relations criminalised (de jure, or de facto where noted).

const CRIMINALISED: Record<string, string> = {
  // Africa
  dz: 'up to 2 years',
  bi: 'up to 2 years',
  bf: 'up to 5 years',
  cm: 'up to 5 years',
  td: 'up to 2 years',
  km: 'up to 5 years',
  eg: 'de facto: prosecuted under "debauchery" and public morality laws, up to 3 years or more',
  er: 'up to 7 years',
  sz: 'common-law offence (sodomy); penalty not specified',
  et: 'up to 15 years',
  gm: 'up to life imprisonment',
  gh: 'up to 3 years',
  gn: 'up to 3 years',
  ke: 'up to 14 years',
  lr: 'up to 1 year',
  ly: 'up to 5 years',
  mw: 'up to 14 years',
  ml: 'imprisonment (penal code of December 2024)',
  mr: 'death penalty possible',
  ma: 'up to 3 years',
  ng: 'up to 14 years; death penalty possible in northern states under Sharia law',
  sn: 'up to 5 years',
  sl: 'up to life imprisonment',
  so: 'up to 3 years; death penalty possible in some areas under Sharia law',
  ss: 'up to 10 years',
  sd: 'up to life imprisonment',
  tz: 'up to life imprisonment',
  tg: 'up to 3 years',
  tn: 'up to 3 years',
  ug: 'life imprisonment; death penalty possible for "aggravated homosexuality"',
  zm: 'up to life imprisonment',
  zw: 'up to 1 year',
  // Asia
  af: 'death penalty possible',
  bd: 'up to life imprisonment',
  bn: 'death penalty possible (moratorium on executions)',
  ir: 'death penalty possible',
  iq: 'up to 15 years',
  kw: 'up to 7 years',
  lb: 'up to 1 year',
  my: 'up to 20 years and caning',
  mv: 'up to 8 years and lashes',
  mm: 'up to 20 years',
  om: 'up to 3 years',
  pk: 'up to life imprisonment; death penalty possible under Sharia-based laws',
  qa: 'up to 7 years; death penalty possible under Sharia law',
  sa: 'death penalty possible',
  lk: 'up to 10 years',
  sy: 'up to 3 years',
  tm: 'up to 2 years',
  ae: 'imprisonment; death penalty possible under Sharia law',
  uz: 'up to 3 years',
  ye: 'death penalty possible',
  // Americas
  gd: 'up to 10 years',
  gy: 'up to life imprisonment',
  jm: 'up to 10 years with hard labour',
  vc: 'up to 10 years',
  tt: 'up to 25 years',
  // Oceania
  ki: 'up to 14 years',
  pg: 'up to 14 years',
  ws: 'up to 7 years',
  sb: 'up to 14 years',
  to: 'up to 10 years',
  tv: 'up to 14 years',
}

/** Partly criminalised or legally contested. */
const UNCLEAR: Record<string, string> = {
  id: 'caning under Sharia bylaws in Aceh province; not criminalised nationally',
  ps: 'up to 10 years in Gaza; not criminalised in the West Bank',
  lc: 'up to 10 years under the law struck down by the High Court in July 2025 (may be appealed)',
}

// ---------------------------------------------------------------------------
// Relationship recognition.

const MARRIAGE = [
  // national marriage equality (38 states)
  'nl',
  'be',
  'es',
  'ca',
  'za',
  'no',
  'se',
  'pt',
  'is',
  'ar',
  'dk',
  'br',
  'fr',
  'uy',
  'nz',
  'gb',
  'lu',
  'us',
  'ie',
  'co',
  'fi',
  'mt',
  'de',
  'au',
  'at',
  'tw',
  'ec',
  'cr',
  'cl',
  'ch',
  'si',
  'cu',
  'mx',
  'ad',
  'ee',
  'gr',
  'li',
  'th',
  // dependencies / territories where the marriage law applies
  'gl',
  'fo',
  'ax',
  'gg',
  'je',
  'im',
  'gi',
  'fk',
  'sh',
  'pn',
  'io',
  'gs',
  'gf',
  'gp',
  'mq',
  're',
  'yt',
  'pm',
  'bl',
  'mf',
  'pf',
  'nc',
  'wf',
  'tf',
  'bq',
  'aw',
  'cw',
  'sj',
  'pr',
  'gu',
  'vi',
  'mp',
  'cx',
  'cc',
  'nf',
]

const PARTNERSHIP = ['it', 'hr', 'cy', 'cz', 'hu', 'mc', 'sm', 'me', 'lv', 'bo', 'il', 'bm', 'ky']

// ---------------------------------------------------------------------------
// Anti-discrimination law. full = broad protection (employment and goods /
// services) covering sexual orientation and gender identity; partial = only
// some areas, only sexual orientation, or only sub-national.

const DISCRIMINATION_FULL = [
  'mt',
  'be',
  'es',
  'is',
  'dk',
  'no',
  'se',
  'fi',
  'pt',
  'fr',
  'nl',
  'lu',
  'de',
  'ie',
  'gb',
  'gr',
  'hr',
  'si',
  'me',
  'rs',
  'ba',
  'mk',
  'al',
  'xk',
  'ad',
  'hu',
  'ca',
  'mx',
  'br',
  'cl',
  'uy',
  'co',
  'ec',
  'bo',
  'cu',
  'au',
  'nz',
  'fj',
  'za',
]
const DISCRIMINATION_PARTIAL = [
  'at',
  'ch',
  'li',
  'mc',
  'sm',
  'it',
  'cz',
  'cy',
  'pl',
  'sk',
  'ro',
  'bg',
  'lt',
  'lv',
  'ee',
  'md',
  'ua',
  'ge',
  'us',
  'ar',
  'pe',
  've',
  'cr',
  'hn',
  'sv',
  'ni',
  'bb',
  'lc',
  'ws',
  'ki',
  'mz',
  'bw',
  'ao',
  'sc',
  'mu',
  'cv',
  'ls',
  'il',
  'tw',
  'kr',
  'th',
  'np',
  'in',
  'mn',
  'tl',
]

// ---------------------------------------------------------------------------
// Legal gender recognition.

const GENDER_SELF_ID = [
  'ar',
  'dk',
  'mt',
  'co',
  'ie',
  'no',
  'be',
  'pt',
  'lu',
  'uy',
  'is',
  'cl',
  'ec',
  'br',
  'mx',
  'cr',
  'ch',
  'es',
  'fi',
  'de',
  'nz',
  'gr',
  'fr',
  'ca',
  'au',
]
const GENDER_MEDICAL = [
  'nl',
  'se',
  'gb',
  'at',
  'it',
  'cz',
  'pl',
  'ro',
  'ua',
  'by',
  'md',
  'tr',
  'rs',
  'me',
  'ba',
  'si',
  'ee',
  'lv',
  'hr',
  'cy',
  'pa',
  'cu',
  'bo',
  'in',
  'jp',
  'kr',
  'cn',
  'hk',
  'tw',
  'sg',
  'id',
  'il',
  'ir',
  'kz',
  'za',
]
/** Explicitly unclear even though same-sex relations are criminalised (default would be 'none'). */
const GENDER_UNCLEAR = ['pk']
const GENDER_NONE = ['hu', 'bg', 'ru', 'ge', 'am', 'az', 'al', 'py', 'do', 'gt', 'hn', 'sv', 'ni', 'th', 'ph', 'my', 've']

// ---------------------------------------------------------------------------
// Notes and per-row dates for recent changes.

const NOTES: Record<string, string> = {
  ru: 'The "international LGBT movement" was designated "extremist" in 2023; "LGBT propaganda" is banned and legal gender change was abolished in 2023. Displays of LGBTQ+ symbols are prosecuted.',
  by: '"Propaganda" of same-sex relations is restricted by law since 2024.',
  hu: 'Laws restrict LGBTQ+ content for minors (2021); legal gender recognition abolished (2020); Pride gatherings restricted (2025).',
  bg: '"Propaganda" about LGBTQ+ people is banned in schools (2024); courts refuse legal gender recognition (2023).',
  ge: 'A 2024 "family values" law bans legal gender change and restricts LGBTQ+ expression and gatherings.',
  kg: 'A 2023 law bans "propaganda" of "non-traditional" relationships.',
  kz: 'Legislation banning "LGBT propaganda" was advanced in 2025.',
  sk: 'A 2025 constitutional amendment recognises only two sexes, restricting legal gender recognition.',
  gb: 'Marriage equality in all parts of the UK (Northern Ireland since 2020). A 2025 Supreme Court ruling reads "sex" in the Equality Act as biological sex.',
  us: 'Protections vary widely by state. Federal recognition of trans identities on documents restricted since 2025.',
  au: 'Legal gender recognition by self-declaration in most states and territories.',
  mx: 'Legal gender recognition by self-declaration in most states.',
  ca: 'Legal gender recognition by self-declaration in most provinces and federally.',
  fr: 'Legal gender change by court procedure without medical requirements.',
  th: 'Marriage equality in force since 23 January 2025.',
  li: 'Marriage equality in force since 1 January 2025.',
  ee: 'Marriage equality in force since 1 January 2024.',
  gr: 'Marriage equality in force since February 2024.',
  lv: 'Partnership registration available since July 2024.',
  cz: 'Registered partnership, with expanded rights since 2025.',
  lt: 'The Constitutional Court ruled in 2025 that same-sex couples must be able to have their partnership recognised; no registration law yet.',
  jp: 'No national recognition; many municipalities issue partnership certificates.',
  hk: 'No partnership law; a 2023 court ruling required a framework but a bill was rejected in 2025.',
  np: 'Some same-sex marriages registered under a 2023 interim Supreme Court order; no legislation yet. "Third gender" category available.',
  na: 'Same-sex relations decriminalised by the High Court in June 2024.',
  mu: 'Same-sex relations decriminalised by the Supreme Court in 2023.',
  dm: 'Same-sex relations decriminalised by the High Court in 2024.',
  sg: 'Same-sex relations decriminalised in 2023; the constitution protects the definition of marriage as between a man and a woman.',
  bw: 'Same-sex relations decriminalised in 2019.',
  ao: 'Same-sex relations decriminalised in 2021.',
  bt: 'Same-sex relations decriminalised in 2021.',
  ck: 'Same-sex relations decriminalised in 2023.',
  bb: 'Same-sex relations decriminalised in 2022.',
  ag: 'Same-sex relations decriminalised in 2022.',
  kn: 'Same-sex relations decriminalised in 2022.',
  gh: 'A bill further criminalising LGBTQ+ people and advocacy was passed by parliament in 2024 but not enacted.',
  ug: 'The Anti-Homosexuality Act 2023 also criminalises "promotion of homosexuality".',
  iq: 'A 2024 law also punishes "promotion of homosexuality" and gender transition.',
  ml: 'Criminalised by the new penal code adopted in late 2024.',
  bf: 'Criminalised by a law adopted in September 2025.',
  tt: 'The Court of Appeal reinstated the law in March 2025 (overturning a 2018 ruling); an appeal to the Privy Council is pending.',
  lc: 'The High Court struck down the buggery and gross indecency laws in July 2025.',
  pk: 'Parts of the 2018 transgender rights act were struck down by the Federal Shariat Court in 2023 (under appeal).',
  eg: 'No explicit law, but LGBTQ+ people are routinely arrested and prosecuted.',
  uz: 'Applies to sex between men.',
  tm: 'Applies to sex between men.',
  kw: 'Applies to sex between men.',
  jm: 'Applies to sex between men.',
  gy: 'Applies to sex between men.',
  sl: 'Applies to sex between men.',
  ar: 'Among the first countries with self-declared legal gender change (2012).',
  za: 'The constitution prohibits discrimination on the basis of sexual orientation.',
  sx: 'Marriages registered in the Netherlands are recognised; no local same-sex marriage.',
  aw: 'Marriage equality since a Dutch Supreme Court ruling in July 2024.',
  cw: 'Marriage equality since a Dutch Supreme Court ruling in July 2024.',
  il: 'Same-sex marriages performed abroad are registered; cohabiting couples are recognised.',
  bm: 'Domestic partnerships; marriage is not available.',
  ky: 'Civil partnerships since 2020.',
}

/** Changes after the base date: dated at the end of the month of the change. */
const AS_OF_OVERRIDES: Record<string, string> = {
  th: '2025-01-23',
  tt: '2025-03-31',
  lt: '2025-04-30',
  lc: '2025-07-31',
  bf: '2025-09-30',
  sk: '2025-09-30',
  hk: '2025-09-30',
}

// ---------------------------------------------------------------------------

export function buildCountrySafety(): CountrySafetyRow[] {
  const countries = buildCountries()
  const ids = new Set(countries.map((c) => c.id))

  // Guard against typos in the hand-written tables above.
  const referenced = [
    ...Object.keys(CRIMINALISED),
    ...Object.keys(UNCLEAR),
    ...MARRIAGE,
    ...PARTNERSHIP,
    ...DISCRIMINATION_FULL,
    ...DISCRIMINATION_PARTIAL,
    ...GENDER_SELF_ID,
    ...GENDER_MEDICAL,
    ...GENDER_NONE,
    ...GENDER_UNCLEAR,
    ...Object.keys(NOTES),
    ...Object.keys(AS_OF_OVERRIDES),
  ]
  const unknown = referenced.filter((id) => !ids.has(id))
  if (unknown.length) throw new Error(`country-safety: unknown country ids ${unknown.join(', ')}`)
  for (const [name, list] of Object.entries({
    MARRIAGE,
    PARTNERSHIP,
    DISCRIMINATION_FULL,
    DISCRIMINATION_PARTIAL,
    GENDER_SELF_ID,
    GENDER_MEDICAL,
    GENDER_NONE,
  })) {
    const dup = list.filter((id, i) => list.indexOf(id) !== i)
    if (dup.length) throw new Error(`country-safety: duplicate ids in ${name}: ${dup.join(', ')}`)
  }
  const overlap = (a: string[], b: string[]) => a.filter((id) => b.includes(id))
  const clashes = [
    ...overlap(MARRIAGE, PARTNERSHIP),
    ...overlap(DISCRIMINATION_FULL, DISCRIMINATION_PARTIAL),
    ...overlap(GENDER_SELF_ID, GENDER_MEDICAL),
    ...overlap(GENDER_SELF_ID, GENDER_NONE),
    ...overlap(GENDER_MEDICAL, GENDER_NONE),
    ...overlap(Object.keys(CRIMINALISED), Object.keys(UNCLEAR)),
  ]
  if (clashes.length) throw new Error(`country-safety: ids in conflicting lists: ${clashes.join(', ')}`)

  return countries.map((c) => {
    const id = c.id
    const criminalised = id in CRIMINALISED
    const unclear = id in UNCLEAR
    return {
      country_id: id,
      same_sex_relations: criminalised ? 'criminalised' : unclear ? 'unclear' : 'legal',
      penalty: CRIMINALISED[id] ?? UNCLEAR[id] ?? null,
      marriage: MARRIAGE.includes(id) ? 'marriage' : PARTNERSHIP.includes(id) ? 'partnership' : 'none',
      discrimination_protection: DISCRIMINATION_FULL.includes(id) ? 'full' : DISCRIMINATION_PARTIAL.includes(id) ? 'partial' : 'none',
      gender_recognition: GENDER_SELF_ID.includes(id)
        ? 'self_id'
        : GENDER_MEDICAL.includes(id)
          ? 'medical'
          : GENDER_UNCLEAR.includes(id)
            ? 'unclear'
            : GENDER_NONE.includes(id) || criminalised
              ? 'none'
              : 'unclear',
      notes: NOTES[id] ?? null,
      source_name: SAFETY_SOURCE_NAME,
      source_url: SAFETY_SOURCE_URL,
      as_of: AS_OF_OVERRIDES[id] ?? SAFETY_AS_OF,
    }
  })
}
