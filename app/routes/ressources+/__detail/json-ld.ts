import type { ResourceDetail } from '~/models/resources/detail.server'

type Input = Pick<
  ResourceDetail,
  'title' | 'resourceType' | 'url' | 'phone' | 'email' | 'countryName' | 'cityName' | 'language' | 'updatedAt' | 'createdAt'
> & { tags: { name: string }[] }

/**
 * schema.org for a resource's page: a guide or an education resource is an Article; any other
 * (a helpline, an organisation, a service) is a WebPage about an Organization with its contact
 * points, the place it serves and its language.
 */
export function resourceJsonLd(resource: Input, { url, description }: { url: string; description: string }) {
  const keywords = resource.tags.map((t) => t.name).join(', ')
  const area = resource.cityName
    ? {
        '@type': 'City',
        name: resource.cityName,
        ...(resource.countryName ? { containedInPlace: { '@type': 'Country', name: resource.countryName } } : {}),
      }
    : resource.countryName
      ? { '@type': 'Country', name: resource.countryName }
      : null
  const common = {
    '@context': 'https://schema.org',
    url,
    description,
    dateModified: new Date(resource.updatedAt).toISOString(),
    ...(resource.language ? { inLanguage: resource.language } : {}),
    ...(keywords ? { keywords } : {}),
  }
  if (resource.resourceType === 'guide' || resource.resourceType === 'education')
    return {
      ...common,
      '@type': 'Article',
      headline: resource.title,
      datePublished: new Date(resource.createdAt).toISOString(),
      ...(area ? { spatialCoverage: area } : {}),
    }
  return {
    ...common,
    '@type': 'WebPage',
    name: resource.title,
    mainEntity: {
      '@type': 'Organization',
      name: resource.title,
      ...(resource.url ? { url: resource.url } : {}),
      ...(resource.phone ? { telephone: resource.phone } : {}),
      ...(resource.email ? { email: resource.email } : {}),
      ...(area ? { areaServed: area } : {}),
      ...(resource.phone || resource.email
        ? {
            contactPoint: {
              '@type': 'ContactPoint',
              contactType: resource.resourceType === 'hotline' ? 'helpline' : 'customer support',
              ...(resource.phone ? { telephone: resource.phone } : {}),
              ...(resource.email ? { email: resource.email } : {}),
              ...(resource.language ? { availableLanguage: resource.language } : {}),
            },
          }
        : {}),
    },
  }
}
