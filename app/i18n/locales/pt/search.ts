import type { PartialResources } from '../../resources'

/** Portuguese texts of the `search` namespace: /search and the API's refusals. */
const search: PartialResources['search'] = {
  meta: {
    title: 'Pesquisa · locais, eventos, tribos e mais',
    titleQuery: '“{{query}}” · Pesquisa',
    description:
      'Pesquise no Haven: locais, eventos, tribos, pessoas, personalidades, recursos, notícias, guias de viagem e cidades num só lugar.',
  },
  page: {
    home: 'Início',
    breadcrumb: 'Pesquisa',
    title: 'Pesquisa',
    lead: 'Locais, eventos, tribos, pessoas, recursos e cidades, tudo numa só pesquisa.',
    formLabel: 'Pesquisar no site',
    query: 'O que você procura?',
    placeholder: 'Experimente “Berlim”, “orgulho” ou “apoio jurídico”',
    submit: 'Pesquisar',
    location: 'Localização',
    locationPlaceholder: 'Cidade ou país',
    types: 'Tipos de conteúdo',
    filters: 'Mais filtros',
    categories: 'Categorias',
    from: 'De',
    to: 'Até',
    datesHint: 'Indique as duas datas para pesquisar um período.',
    minPrice: 'Preço mínimo',
    maxPrice: 'Preço máximo',
    rating: 'Avaliação',
    anyRating: 'Qualquer avaliação',
    ratingAtLeast: '{{rating}} estrelas ou mais',
    featured: 'Só destaques',
    verified: 'Só verificados',
    clear: 'Limpar filtros',
  },
  start: {
    title: 'Encontre a sua gente, os seus lugares e os seus planos',
    body: 'Digite uma ou duas palavras acima: uma cidade, um local, um evento, uma tribo, um tema.',
  },
  short: 'Digite pelo menos dois caracteres para pesquisar.',
  results: {
    heading: 'Resultados',
    count_one: '{{formatted}} resultado para “{{query}}”',
    count_other: '{{formatted}} resultados para “{{query}}”',
    page: 'Página {{page}} de {{pages}}',
    updating: 'Atualizando os resultados…',
    capped: 'Só os {{max}} melhores resultados são mostrados. Adicione palavras ou filtros para refinar a pesquisa.',
    groupCount: '{{count}} no total',
  },
  none: {
    title: 'Nenhum resultado encontrado para "{{query}}"',
    hint: 'Tente outras palavras-chave ou ajuste os filtros',
  },
  tabs: { label: 'Filtrar por tipo', all: 'Tudo' },
  hit: { rating: 'Avaliado com {{rating}} de 5', price: 'Preço: {{price}}', free: 'Grátis' },
  errors: {
    invalid: 'Não foi possível ler esta pesquisa. Verifique as palavras e os filtros.',
    date: 'Escreva as datas como AAAA-MM-DD.',
    location: 'Uma localização tem no máximo 100 caracteres.',
    categories: 'Escolha no máximo 24 categorias.',
    price: 'O preço mínimo não pode ser maior que o máximo.',
    tooLong: 'Uma pesquisa tem no máximo 200 caracteres.',
  },
}

export default search
