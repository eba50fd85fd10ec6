import type { PartialResources } from '../../resources'

/** Portuguese texts of the `admin` namespace: the back office. */
const admin: PartialResources['admin'] = {
  dashboard: {
    title: 'Painel de administração',
    intro: 'O que está esperando a moderação e como a comunidade cresce.',
    signedInAs: 'Sessão de {{name}} ({{roles}})',
    roles: { admin: 'admin', moderator: 'moderação' },
    queue: 'Aguardando revisão',
    community: 'Comunidade',
    content: 'Conteúdo',
    security: 'Segurança',
    counts: {
      openReports: 'Denúncias abertas',
      pendingVenues: 'Sugestões de espaços',
      pendingPhotos: 'Fotos para revisar',
      members: 'Contas ativas',
      newMembers: 'Novas contas nesta semana',
      crews: 'Turmas',
      posts: 'Posts no feed',
      venues: 'Espaços publicados',
      upcomingEvents: 'Próximos eventos',
      activeListings: 'Anúncios ativos',
      failedSignIns: 'Logins malsucedidos (24 h)',
    },
    note: 'As telas de revisão chegam junto com as ferramentas de moderação; estes números são em tempo real.',
  },
}

export default admin
