import type { PersonalityDetail } from '~/models/personalities/detail.server'

/** schema.org Person for a personality's page (years only: the data holds no full dates). */
export function personJsonLd(
  person: Pick<PersonalityDetail, 'name' | 'profession' | 'birthYear' | 'deathYear' | 'countryName' | 'imageUrl' | 'wikipediaUrl'>,
  { url, description, image }: { url: string; description: string; image: string | null },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    url,
    description,
    ...(person.profession ? { jobTitle: person.profession } : {}),
    ...(person.birthYear != null ? { birthDate: String(person.birthYear) } : {}),
    ...(person.deathYear != null ? { deathDate: String(person.deathYear) } : {}),
    ...(person.countryName ? { nationality: { '@type': 'Country', name: person.countryName } } : {}),
    ...(image ? { image } : {}),
    ...(person.wikipediaUrl ? { sameAs: [person.wikipediaUrl] } : {}),
  }
}
