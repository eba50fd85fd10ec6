import type { PartialResources } from '../../resources'

/** Chinese (Simplified) texts of the `search` namespace: /search and the API's refusals. */
const search: PartialResources['search'] = {
  meta: {
    title: '搜索 · 场所、活动、小组等',
    titleQuery: '“{{query}}” · 搜索',
    description: '搜索 Haven：场所、活动、小组、成员、人物、资源、新闻、旅行指南和城市，一站找齐。',
  },
  page: {
    home: '首页',
    breadcrumb: '搜索',
    title: '搜索',
    lead: '场所、活动、小组、成员、资源和城市，一次搜索全部找到。',
    formLabel: '搜索本站',
    query: '你在找什么？',
    placeholder: '试试“柏林”“骄傲游行”或“法律援助”',
    submit: '搜索',
    location: '地点',
    locationPlaceholder: '城市或国家',
    types: '内容类型',
    filters: '更多筛选',
    categories: '分类',
    from: '开始日期',
    to: '结束日期',
    datesHint: '同时填写两个日期即可按时间段搜索。',
    minPrice: '最低价格',
    maxPrice: '最高价格',
    rating: '评分',
    anyRating: '不限评分',
    ratingAtLeast: '{{rating}} 星及以上',
    featured: '仅看精选',
    verified: '仅看已认证',
    clear: '清除筛选',
  },
  start: {
    title: '找到你的伙伴、去处和计划',
    body: '在上方输入一两个词：城市、场所、活动、小组或话题。',
  },
  short: '请至少输入两个字符再搜索。',
  results: {
    heading: '结果',
    count_one: '“{{query}}”的 {{formatted}} 条结果',
    count_other: '“{{query}}”的 {{formatted}} 条结果',
    page: '第 {{page}} 页，共 {{pages}} 页',
    updating: '正在更新结果…',
    capped: '仅显示最相关的 {{max}} 条结果。添加关键词或筛选条件以缩小范围。',
    groupCount: '共 {{count}} 条',
  },
  none: {
    title: '未找到与"{{query}}"相关的结果',
    hint: '换个关键词试试，或调整筛选条件',
  },
  tabs: { label: '按类型筛选', all: '全部' },
  hit: { rating: '评分 {{rating}}（满分 5）', price: '价格：{{price}}', free: '免费' },
  errors: {
    invalid: '无法读取此搜索。请检查关键词和筛选条件。',
    date: '请按 YYYY-MM-DD 格式填写日期。',
    location: '地点最多 100 个字符。',
    categories: '最多选择 24 个分类。',
    price: '最低价格不能高于最高价格。',
    tooLong: '搜索内容最多 200 个字符。',
  },
}

export default search
