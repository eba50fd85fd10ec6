import type { PartialResources } from '../../resources'

/** Portuguese texts of the `content` namespace: the wiki's pages (/content/{slug}). */
const content: PartialResources['content'] = {
  wiki: 'Wiki',
  home: 'Início',
  breadcrumb: 'Trilha de navegação',
  toc: 'Nesta página',
  updated: 'Última atualização: {{date}}',
  metaDescription: '{{title}}: uma página da wiki do Haven.',
  fallback: 'Esta página ainda não está disponível em {{language}}, por isso é mostrada em {{original}}.',
  draftTitle: 'Rascunho',
  draftBody: 'Só a equipe vê esta página até ela ser publicada.',
  index: {
    title: 'A wiki do Haven',
    intro: 'Guias e informações da equipe Haven: diretrizes da comunidade, dicas de segurança e como tudo funciona.',
    metaTitle: 'Wiki — Haven',
  },
}

export default content
