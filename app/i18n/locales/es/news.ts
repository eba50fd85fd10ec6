import type { PartialResources } from '../../resources'

/** Spanish texts of the `news` namespace: /news and /news/{id}. */
const news: PartialResources['news'] = {
  meta: {
    title: 'Noticias · noticias de la comunidad LGBTQ+',
    description: 'Las últimas noticias LGBTQ+ de fuentes comunitarias, por tema, fuente, idioma y país.',
    articleTitle: '{{title}} · Noticias',
  },
  feeds: {
    title: 'Haven · Noticias de la comunidad LGBTQ+',
    rss: 'Noticias (RSS)',
    atom: 'Noticias (Atom)',
  },
  list: {
    home: 'Inicio',
    breadcrumb: 'Noticias',
    title: 'Noticias',
    lead: 'Las últimas historias de redacciones LGBTQ+ y fuentes comunitarias.',
    results_one: '{{formatted}} artículo',
    results_other: '{{formatted}} artículos',
    resultsPage: 'página {{page}} de {{pages}}',
    resultsHeading: 'Artículos',
    updating: 'Actualizando la lista…',
    empty: 'Ningún artículo coincide con estos filtros.',
    emptyHint: 'Prueba con menos filtros.',
    clearFilters: 'Quitar todos los filtros',
  },
  filters: {
    heading: 'Filtrar las noticias',
    apply: 'Mostrar',
    category: 'Tema',
    anyCategory: 'Cualquier tema',
    source: 'Fuente',
    anySource: 'Cualquier fuente',
    language: 'Idioma',
    anyLanguage: 'Cualquier idioma',
    country: 'País',
    anyCountry: 'Cualquier país',
  },
  categories: {
    community: 'Comunidad',
    politics: 'Política',
    culture: 'Cultura',
    health: 'Salud',
    travel: 'Viajes',
    sports: 'Deportes',
  },
  card: {
    source: 'Fuente: {{source}}',
  },
  detail: {
    news: 'Noticias',
    published: 'Publicado',
    source: 'Fuente',
    topic: 'Tema',
    language: 'Idioma',
    country: 'País',
    readOriginal: 'Leer el artículo completo en {{source}}',
    readOriginalPlain: 'Leer el artículo completo',
    external: '(abre otro sitio)',
    summary: 'Resumen',
    noSummary: 'Este artículo no tiene resumen. Léelo en su fuente.',
    related: 'Artículos relacionados',
    seeAll: 'Todas las noticias',
    imported: 'Importado del feed de la fuente. Haven no es responsable del contenido de otros sitios.',
  },
  errors: {
    feedUrl: 'Introduce la dirección completa del feed (http o https).',
    keywords: 'Demasiadas palabras clave.',
    category: 'Elige uno de los temas de noticias.',
    language: 'Introduce un código de idioma de dos o tres letras, o déjalo vacío.',
  },
}

export default news
