import type { PartialResources } from '../../resources'

/** German texts of the `content` namespace: the wiki's pages (/content/{slug}). */
const content: PartialResources['content'] = {
  wiki: 'Wiki',
  home: 'Startseite',
  breadcrumb: 'Brotkrümelnavigation',
  toc: 'Auf dieser Seite',
  updated: 'Zuletzt aktualisiert am {{date}}',
  metaDescription: '{{title}}: eine Seite des Haven-Wikis.',
  fallback: 'Diese Seite gibt es noch nicht auf {{language}}, darum wird sie auf {{original}} angezeigt.',
  draftTitle: 'Entwurf',
  draftBody: 'Nur das Team sieht diese Seite, bis sie veröffentlicht ist.',
  index: {
    title: 'Das Haven-Wiki',
    intro: 'Leitfäden und Informationen vom Haven-Team: Community-Richtlinien, Sicherheitstipps und wie hier alles funktioniert.',
    metaTitle: 'Wiki — Haven',
  },
}

export default content
