import type { PartialResources } from '../../resources'

/** Japanese texts of the `content` namespace: the wiki's pages (/content/{slug}). */
const content: PartialResources['content'] = {
  wiki: 'ウィキ',
  home: 'ホーム',
  breadcrumb: 'パンくずリスト',
  toc: 'このページの内容',
  updated: '最終更新日：{{date}}',
  metaDescription: '{{title}}：Haven ウィキのページです。',
  fallback: 'このページはまだ{{language}}で読めないため、{{original}}で表示しています。',
  draftTitle: '下書き',
  draftBody: '公開されるまで、このページはスタッフにのみ表示されます。',
  index: {
    title: 'Haven Wiki',
    intro: 'Haven チームによるガイドと情報：コミュニティガイドライン、安全のヒント、使い方など。',
    metaTitle: 'Wiki — Haven',
  },
}

export default content
