import type { PartialResources } from '../../resources'

/** Chinese texts of the `content` namespace: the wiki's pages (/content/{slug}). */
const content: PartialResources['content'] = {
  wiki: '百科',
  home: '首页',
  breadcrumb: '面包屑导航',
  toc: '本页内容',
  updated: '最后更新于 {{date}}',
  metaDescription: '{{title}}：Haven 百科中的一页。',
  fallback: '此页面尚无{{language}}版本，因此以{{original}}显示。',
  draftTitle: '草稿',
  draftBody: '在发布之前，只有工作人员可以看到此页面。',
  index: {
    title: 'Haven 维基',
    intro: '来自 Haven 团队的指南和信息：社区准则、安全提示以及各项功能的使用方法。',
    metaTitle: '维基 — Haven',
  },
}

export default content
