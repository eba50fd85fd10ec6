import type { PartialResources } from '../../resources'

/** Italian texts of the `content` namespace: the wiki's pages (/content/{slug}). */
const content: PartialResources['content'] = {
  wiki: 'Wiki',
  home: 'Home',
  breadcrumb: 'Percorso di navigazione',
  toc: 'In questa pagina',
  updated: 'Ultimo aggiornamento: {{date}}',
  metaDescription: '{{title}}: una pagina della wiki di Haven.',
  fallback: 'Questa pagina non è ancora disponibile in {{language}}, quindi è mostrata in {{original}}.',
  draftTitle: 'Bozza',
  draftBody: 'Solo lo staff vede questa pagina finché non è pubblicata.',
  index: {
    title: 'Il wiki di Haven',
    intro: 'Guide e informazioni dal team di Haven: linee guida della community, consigli di sicurezza, come funziona tutto.',
    metaTitle: 'Wiki — Haven',
  },
}

export default content
