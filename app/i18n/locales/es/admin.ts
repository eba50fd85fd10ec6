import type { PartialResources } from '../../resources'

/** Spanish texts of the `admin` namespace: the back office. */
const admin: PartialResources['admin'] = {
  dashboard: {
    title: 'Panel de administración',
    intro: 'Lo que espera a moderación y cómo crece la comunidad.',
    signedInAs: 'Sesión iniciada como {{name}} ({{roles}})',
    roles: { admin: 'administración', moderator: 'moderación' },
    queue: 'Pendiente de revisión',
    community: 'Comunidad',
    content: 'Contenido',
    security: 'Seguridad',
    counts: {
      openReports: 'Reportes abiertos',
      pendingVenues: 'Espacios sugeridos',
      pendingPhotos: 'Fotos por revisar',
      members: 'Cuentas activas',
      newMembers: 'Cuentas nuevas esta semana',
      crews: 'Tribus',
      posts: 'Publicaciones del feed',
      venues: 'Espacios publicados',
      upcomingEvents: 'Próximos eventos',
      activeListings: 'Anuncios activos',
      failedSignIns: 'Inicios de sesión fallidos (24 h)',
    },
    note: 'Las pantallas de revisión llegarán con las herramientas de moderación; estas cifras son en tiempo real.',
  },
}

export default admin
