import type { PartialResources } from '../../resources'

/** Portuguese texts of the `news` namespace: /news and /news/{id}. */
const news: PartialResources['news'] = {
  meta: {
    title: 'Notícias · notícias da comunidade LGBTQ+',
    description: 'As últimas notícias LGBTQ+ de fontes comunitárias, por tema, fonte, idioma e país.',
    articleTitle: '{{title}} · Notícias',
  },
  feeds: {
    title: 'Haven · Notícias da comunidade LGBTQ+',
    rss: 'Notícias (RSS)',
    atom: 'Notícias (Atom)',
  },
  list: {
    home: 'Início',
    breadcrumb: 'Notícias',
    title: 'Notícias',
    lead: 'As histórias mais recentes de redações LGBTQ+ e fontes comunitárias.',
    results_one: '{{formatted}} artigo',
    results_other: '{{formatted}} artigos',
    resultsPage: 'página {{page}} de {{pages}}',
    resultsHeading: 'Artigos',
    updating: 'Atualizando a lista…',
    empty: 'Nenhum artigo corresponde a estes filtros.',
    emptyHint: 'Tente com menos filtros.',
    clearFilters: 'Limpar todos os filtros',
  },
  filters: {
    heading: 'Filtrar as notícias',
    apply: 'Mostrar',
    category: 'Tema',
    anyCategory: 'Qualquer tema',
    source: 'Fonte',
    anySource: 'Qualquer fonte',
    language: 'Idioma',
    anyLanguage: 'Qualquer idioma',
    country: 'País',
    anyCountry: 'Qualquer país',
  },
  categories: {
    community: 'Comunidade',
    politics: 'Política',
    culture: 'Cultura',
    health: 'Saúde',
    travel: 'Viagens',
    sports: 'Esportes',
  },
  card: {
    source: 'Fonte: {{source}}',
  },
  detail: {
    news: 'Notícias',
    published: 'Publicado',
    source: 'Fonte',
    topic: 'Tema',
    language: 'Idioma',
    country: 'País',
    readOriginal: 'Ler o artigo completo em {{source}}',
    readOriginalPlain: 'Ler o artigo completo',
    external: '(abre outro site)',
    summary: 'Resumo',
    noSummary: 'Este artigo não tem resumo. Leia-o na fonte.',
    related: 'Artigos relacionados',
    seeAll: 'Todas as notícias',
    imported: 'Importado do feed da fonte. O Haven não é responsável pelo conteúdo de outros sites.',
  },
  errors: {
    feedUrl: 'Digite o endereço completo do feed (http ou https).',
    keywords: 'Palavras-chave demais.',
    category: 'Escolha um dos temas de notícias.',
    language: 'Digite um código de idioma de duas ou três letras, ou deixe em branco.',
  },
}

export default news
