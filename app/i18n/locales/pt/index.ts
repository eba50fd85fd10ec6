import type { PartialResources } from '../../resources'
import shell from './shell'
import consent from './consent'
import a11y from './a11y'

/** Portuguese (Brazilian): the complete interface text, friendly "você", inclusive wording. */
const pt: PartialResources = {
  common: {
    appTagline: 'Seu guia de espaços seguros, eventos e comunidade',
    loading: 'Carregando…',
    skipToContent: 'Pular para o conteúdo',
    notFoundTitle: 'Página não encontrada',
    notFoundBody:
      'Não conseguimos encontrar esta página. Ela pode ter mudado de lugar, ou o link pode estar digitado errado.',
    backHome: 'Voltar para a página inicial',
    errorTitle: 'Algo deu errado por aqui',
    errorRetry: 'Tentar de novo',
  },
  home: {
    metaDescription:
      'Haven é um guia de comunidade e descobertas para pessoas LGBTQ+: espaços seguros, eventos, turmas, recursos e viagens em 11 idiomas.',
    heroTitle: 'Encontre sua galera, onde quer que você esteja',
    heroBody:
      'Espaços seguros, eventos, turmas e recursos para pessoas LGBTQ+ em {{cities}} cidades de {{countries}} países.',
    explore: 'Explore a cena',
    stats: 'Haven em números',
    statVenues: 'espaços seguros',
    statEvents: 'próximos eventos',
    statGroups: 'turmas',
    statCities: 'cidades',
    sections: {
      venues: 'Espaços',
      venuesBody: 'Bares, cafés, clínicas e centros comunitários, com selos de segurança em que você pode confiar.',
      events: 'Eventos',
      eventsBody: 'Paradas do Orgulho, festas, palestras e encontros perto de você.',
      places: 'Lugares',
      placesBody: 'Todos os países e cidades, com a situação legal para pessoas LGBTQ+.',
      groups: 'Turmas',
      groupsBody: 'Grupos para todos os interesses, públicos ou privados.',
      resources: 'Recursos',
      resourcesBody: 'Linhas de apoio, saúde, ajuda jurídica e profissionais que respeitam quem você é.',
      marketplace: 'Mercado',
      marketplaceBody: 'Produtos feitos pela e para a comunidade.',
    },
  },
  errors: {
    invalidInput: 'Alguns campos precisam de revisão.',
    unreadableBody: 'Não foi possível ler a solicitação.',
    invalidEmail: 'Digite um endereço de e-mail válido.',
    invalidLink: 'Este link é inválido ou expirou.',
    notFound: 'Não encontrado.',
    authRequired: 'Entre para continuar.',
    forbidden: 'Você não tem permissão para fazer isso.',
    unexpected: 'Algo deu errado. Tente novamente mais tarde.',
    payloadTooLarge: 'Esta solicitação é grande demais.',
    guard: {
      authRequiredTitle: 'Autenticação necessária',
      authRequiredBody: 'Entra na tua conta para aceder a esta área.',
      accessDeniedTitle: 'Acesso negado',
      accessDeniedBody: 'Precisas de privilégios de {{role}} para aceder a esta área.',
    },
    noUser: 'Nenhum utilizador encontrado',
    generic: 'Ocorreu um erro',
  },
  shell, consent, a11y,
}

export default pt
