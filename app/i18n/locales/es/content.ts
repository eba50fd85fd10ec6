import type { PartialResources } from '../../resources'

/** Spanish texts of the `content` namespace: the wiki's pages (/content/{slug}). */
const content: PartialResources['content'] = {
  wiki: 'Wiki',
  home: 'Inicio',
  breadcrumb: 'Ruta de navegación',
  toc: 'En esta página',
  updated: 'Última actualización: {{date}}',
  metaDescription: '{{title}}: una página de la wiki de Haven.',
  fallback: 'Esta página aún no está disponible en {{language}}, por eso se muestra en {{original}}.',
  draftTitle: 'Borrador',
  draftBody: 'Solo el equipo puede ver esta página hasta que se publique.',
  index: {
    title: 'El wiki de Haven',
    intro: 'Guías e información del equipo de Haven: normas de la comunidad, consejos de seguridad y cómo funciona todo.',
    metaTitle: 'Wiki — Haven',
  },
}

export default content
