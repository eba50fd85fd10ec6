import type { PartialResources } from '../../resources'

/** Spanish texts of the `search` namespace: /search and the API's refusals. */
const search: PartialResources['search'] = {
  meta: {
    title: 'Búsqueda · lugares, eventos, tribus y más',
    titleQuery: '«{{query}}» · Búsqueda',
    description:
      'Busca en Haven: lugares, eventos, tribus, personas, personalidades, recursos, noticias, guías de viaje y lugares del mundo en un solo sitio.',
  },
  page: {
    home: 'Inicio',
    breadcrumb: 'Búsqueda',
    title: 'Búsqueda',
    lead: 'Lugares, eventos, tribus, personas, recursos y ciudades, todo en una sola búsqueda.',
    formLabel: 'Buscar en el sitio',
    query: '¿Qué estás buscando?',
    placeholder: 'Prueba «Berlín», «orgullo» o «asesoría legal»',
    submit: 'Buscar',
    location: 'Ubicación',
    locationPlaceholder: 'Ciudad o país',
    types: 'Tipos de contenido',
    filters: 'Más filtros',
    categories: 'Categorías',
    from: 'Desde',
    to: 'Hasta',
    datesHint: 'Indica ambas fechas para buscar en un periodo.',
    minPrice: 'Precio mínimo',
    maxPrice: 'Precio máximo',
    rating: 'Valoración',
    anyRating: 'Cualquier valoración',
    ratingAtLeast: '{{rating}} estrellas o más',
    featured: 'Solo destacados',
    verified: 'Solo verificados',
    clear: 'Quitar filtros',
  },
  start: {
    title: 'Encuentra a tu gente, tus lugares y tus planes',
    body: 'Escribe una o dos palabras arriba: una ciudad, un local, un evento, una tribu, un tema.',
  },
  short: 'Escribe al menos dos caracteres para buscar.',
  results: {
    heading: 'Resultados',
    count_one: '{{formatted}} resultado para «{{query}}»',
    count_other: '{{formatted}} resultados para «{{query}}»',
    page: 'Página {{page}} de {{pages}}',
    updating: 'Actualizando los resultados…',
    capped: 'Solo se muestran los {{max}} mejores resultados. Añade palabras o filtros para afinar la búsqueda.',
    groupCount: '{{count}} en total',
  },
  none: {
    title: 'No se encontraron resultados para "{{query}}"',
    hint: 'Prueba con otras palabras clave o ajusta los filtros',
  },
  tabs: { label: 'Filtrar por tipo', all: 'Todo' },
  hit: { rating: 'Valorado con {{rating}} de 5', price: 'Precio: {{price}}', free: 'Gratis' },
  errors: {
    invalid: 'No se pudo leer esta búsqueda. Revisa las palabras y los filtros.',
    date: 'Escribe las fechas como AAAA-MM-DD.',
    location: 'Una ubicación tiene como máximo 100 caracteres.',
    categories: 'Elige como máximo 24 categorías.',
    price: 'El precio mínimo no puede superar al máximo.',
    tooLong: 'Una búsqueda tiene como máximo 200 caracteres.',
  },
}

export default search
