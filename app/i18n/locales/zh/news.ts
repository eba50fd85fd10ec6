import type { PartialResources } from '../../resources'

/** Chinese texts of the `news` namespace: /news and /news/{id}. */
const news: PartialResources['news'] = {
  meta: {
    title: '新闻 · LGBTQ+ 社群新闻',
    description: '来自社群信息源的最新 LGBTQ+ 新闻，可按主题、来源、语言和国家筛选。',
    articleTitle: '{{title}} · 新闻',
  },
  feeds: {
    title: 'Haven · LGBTQ+ 社群新闻',
    rss: '新闻（RSS）',
    atom: '新闻（Atom）',
  },
  list: {
    home: '首页',
    breadcrumb: '新闻',
    title: '新闻',
    lead: '来自 LGBTQ+ 新闻编辑部和社群信息源的最新报道。',
    results_one: '{{formatted}} 篇文章',
    results_other: '{{formatted}} 篇文章',
    resultsPage: '第 {{page}} 页，共 {{pages}} 页',
    resultsHeading: '文章',
    updating: '正在更新列表…',
    empty: '没有符合这些筛选条件的文章。',
    emptyHint: '请尝试减少筛选条件。',
    clearFilters: '清除所有筛选',
  },
  filters: {
    heading: '筛选新闻',
    apply: '显示',
    category: '主题',
    anyCategory: '所有主题',
    source: '来源',
    anySource: '所有来源',
    language: '语言',
    anyLanguage: '所有语言',
    country: '国家',
    anyCountry: '所有国家',
  },
  categories: {
    community: '社群',
    politics: '政治',
    culture: '文化',
    health: '健康',
    travel: '旅行',
    sports: '体育',
  },
  card: {
    source: '来源：{{source}}',
  },
  detail: {
    news: '新闻',
    published: '发布日期',
    source: '来源',
    topic: '主题',
    language: '语言',
    country: '国家',
    readOriginal: '在 {{source}} 阅读全文',
    readOriginalPlain: '阅读全文',
    external: '（打开其他网站）',
    summary: '摘要',
    noSummary: '这篇文章没有摘要。请前往来源阅读。',
    related: '相关文章',
    seeAll: '全部新闻',
    imported: '从来源的订阅源导入。Haven 不对其他网站的内容负责。',
  },
  errors: {
    feedUrl: '请输入订阅源的完整地址（http 或 https）。',
    keywords: '关键词太多。',
    category: '请选择一个新闻主题。',
    language: '请输入两位或三位字母的语言代码，或留空。',
  },
}

export default news
