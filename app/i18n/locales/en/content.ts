/** English texts of the `content` namespace: the wiki's pages (/content/{slug}). */
const content = {
  wiki: 'Wiki',
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  toc: 'On this page',
  updated: 'Last updated {{date}}',
  metaDescription: '{{title}}: a page of the Haven wiki.',
  fallback: 'This page is not available in {{language}} yet, so it is shown in {{original}}.',
  draftTitle: 'Draft',
  draftBody: 'Only staff can see this page until it is published.',
  index: {
    title: 'The Haven wiki',
    intro: 'Guides and information from the Haven team: community guidelines, safety tips, how things work here.',
    metaTitle: 'Wiki — Haven',
  },
}

export default content
