import type { PartialResources } from '../../resources'

/** French texts of the `content` namespace: the wiki's pages (/content/{slug}). */
const content: PartialResources['content'] = {
  wiki: 'Wiki',
  home: 'Accueil',
  breadcrumb: 'Fil d’Ariane',
  toc: 'Sur cette page',
  updated: 'Dernière mise à jour : {{date}}',
  metaDescription: '{{title}} : une page du wiki de Haven.',
  fallback: 'Cette page n’est pas encore disponible en {{language}}, elle est donc affichée en {{original}}.',
  draftTitle: 'Brouillon',
  draftBody: 'Seule l’équipe voit cette page jusqu’à sa publication.',
  index: {
    title: 'Le wiki de Haven',
    intro: 'Guides et informations de l’équipe Haven : règles de la communauté, conseils de sécurité, fonctionnement du site.',
    metaTitle: 'Wiki — Haven',
  },
}

export default content
