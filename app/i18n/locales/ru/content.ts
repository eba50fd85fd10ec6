import type { PartialResources } from '../../resources'

/** Russian texts of the `content` namespace: the wiki's pages (/content/{slug}). */
const content: PartialResources['content'] = {
  wiki: 'Вики',
  home: 'Главная',
  breadcrumb: 'Навигационная цепочка',
  toc: 'На этой странице',
  updated: 'Обновлено {{date}}',
  metaDescription: '{{title}}: страница вики Haven.',
  fallback: 'Эта страница ещё не переведена ({{language}}), поэтому показана на языке: {{original}}.',
  draftTitle: 'Черновик',
  draftBody: 'Пока страница не опубликована, её видит только команда.',
  index: {
    title: 'Вики Haven',
    intro: 'Руководства и информация от команды Haven: правила сообщества, советы по безопасности и как всё устроено.',
    metaTitle: 'Вики — Haven',
  },
}

export default content
