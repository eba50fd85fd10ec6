import type { PartialResources } from '../../resources'
import shell from './shell'
import consent from './consent'
import a11y from './a11y'

/** Spanish: the complete interface text, informal "tú", inclusive wording. */
const es: PartialResources = {
  common: {
    appTagline: 'Tu guía de espacios seguros, eventos y comunidad',
    loading: 'Cargando…',
    skipToContent: 'Saltar al contenido',
    notFoundTitle: 'Página no encontrada',
    notFoundBody: 'No pudimos encontrar esta página. Puede que se haya movido o que el enlace esté mal escrito.',
    backHome: 'Volver a la página de inicio',
    errorTitle: 'Algo se torció',
    errorRetry: 'Vuelve a intentarlo',
  },
  home: {
    metaDescription:
      'Haven es una guía comunitaria y de descubrimiento para personas LGBTQ+: espacios seguros, eventos, tribus, recursos y viajes en 11 idiomas.',
    heroTitle: 'Encuentra a tu gente, estés donde estés',
    heroBody:
      'Espacios seguros, eventos, tribus y recursos para personas LGBTQ+ en {{cities}} ciudades de {{countries}} países.',
    explore: 'Explora el ambiente',
    stats: 'Haven en cifras',
    statVenues: 'espacios seguros',
    statEvents: 'próximos eventos',
    statGroups: 'tribus',
    statCities: 'ciudades',
    sections: {
      venues: 'Espacios',
      venuesBody: 'Bares, cafeterías, clínicas y centros comunitarios, con indicadores de seguridad en los que puedes confiar.',
      events: 'Eventos',
      eventsBody: 'Orgullos, fiestas, charlas y encuentros cerca de ti.',
      places: 'Lugares',
      placesBody: 'Cada país y cada ciudad, con la situación legal para las personas LGBTQ+.',
      groups: 'Tribus',
      groupsBody: 'Grupos para todos los intereses, públicos o privados.',
      resources: 'Recursos',
      resourcesBody: 'Líneas de ayuda, salud, asesoría legal y profesionales que respetan quién eres.',
      marketplace: 'Mercado',
      marketplaceBody: 'Productos hechos por y para la comunidad.',
    },
  },
  errors: {
    invalidInput: 'Algunos campos necesitan otra revisión.',
    unreadableBody: 'No se pudo leer la solicitud.',
    invalidEmail: 'Introduce un correo electrónico válido.',
    invalidLink: 'Este enlace no es válido o ha caducado.',
    notFound: 'No encontrado.',
    authRequired: 'Inicia sesión para continuar.',
    forbidden: 'No tienes permiso para hacer esto.',
    unexpected: 'Algo salió mal. Inténtalo de nuevo más tarde.',
    payloadTooLarge: 'Esta solicitud es demasiado grande.',
    guard: {
      authRequiredTitle: 'Autenticación requerida',
      authRequiredBody: 'Inicia sesión para acceder a esta área.',
      accessDeniedTitle: 'Acceso denegado',
      accessDeniedBody: 'Necesitas privilegios de {{role}} para acceder a esta área.',
    },
    noUser: 'No se encontró el usuario',
    generic: 'Se produjo un error',
  },
  shell, consent, a11y,
}

export default es
