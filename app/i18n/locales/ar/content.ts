import type { PartialResources } from '../../resources'

/** Arabic texts of the `content` namespace: the wiki's pages (/content/{slug}). */
const content: PartialResources['content'] = {
  wiki: 'الويكي',
  home: 'الرئيسية',
  breadcrumb: 'مسار التنقل',
  toc: 'في هذه الصفحة',
  updated: 'آخر تحديث: {{date}}',
  metaDescription: '{{title}}: صفحة من ويكي Haven.',
  fallback: 'هذه الصفحة غير متوفرة بعد باللغة {{language}}، لذا تُعرض باللغة {{original}}.',
  draftTitle: 'مسودة',
  draftBody: 'لا يرى هذه الصفحة إلا فريق العمل حتى تُنشر.',
  index: {
    title: 'ويكي Haven',
    intro: 'أدلة ومعلومات من فريق Haven: إرشادات المجتمع، ونصائح السلامة، وكيف تعمل الأمور هنا.',
    metaTitle: 'الويكي — Haven',
  },
}

export default content
