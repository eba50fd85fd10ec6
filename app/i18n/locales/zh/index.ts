import type { PartialResources } from '../../resources'
import shell from './shell'
import consent from './consent'
import a11y from './a11y'

/** Chinese (Simplified): the complete interface text, friendly and inclusive wording. */
const zh: PartialResources = {
  common: {
    appTagline: '你的安全空间、活动与社群指南',
    loading: '加载中…',
    skipToContent: '跳到主要内容',
    notFoundTitle: '页面未找到',
    notFoundBody: '找不到这个页面。它可能已被移动，或者链接输入有误。',
    backHome: '返回首页',
    errorTitle: '出了点小状况',
    errorRetry: '再试一次',
  },
  home: {
    metaDescription:
      'Haven 是面向 LGBTQ+ 群体的社群与探索指南：安全场所、活动、圈子、资源和旅行信息，支持 11 种语言。',
    heroTitle: '无论你在哪里，都能找到自己人',
    heroBody: '为 LGBTQ+ 群体提供安全场所、活动、圈子和资源，覆盖 {{countries}} 个国家的 {{cities}} 座城市。',
    explore: '探索社群',
    stats: 'Haven 数据一览',
    statVenues: '安全空间',
    statEvents: '近期活动',
    statGroups: '圈子',
    statCities: '城市',
    sections: {
      venues: '场所',
      venuesBody: '酒吧、咖啡馆、诊所和社区中心，附有值得信赖的安全标识。',
      events: '活动',
      eventsBody: '你附近的骄傲游行、派对、讲座和聚会。',
      places: '地区',
      placesBody: '每个国家和城市，以及当地 LGBTQ+ 群体的法律状况。',
      groups: '圈子',
      groupsBody: '各种兴趣的小组，公开或私密皆可。',
      resources: '资源',
      resourcesBody: '求助热线、健康、法律援助，以及友善包容的专业人士。',
      marketplace: '市集',
      marketplaceBody: '由社群打造、为社群而生的好物。',
    },
  },
  errors: {
    invalidInput: '有些字段需要再检查一下。',
    unreadableBody: '无法读取请求。',
    invalidEmail: '请输入有效的电子邮件地址。',
    invalidLink: '此链接无效或已过期。',
    notFound: '未找到。',
    authRequired: '请登录后继续。',
    forbidden: '你没有权限执行此操作。',
    unexpected: '出了点问题，请稍后再试。',
    payloadTooLarge: '此请求过大。',
    guard: {
      authRequiredTitle: '需要登录',
      authRequiredBody: '请登录后访问此区域。',
      accessDeniedTitle: '拒绝访问',
      accessDeniedBody: '你需要 {{role}} 权限才能访问此区域。',
    },
    noUser: '未找到用户',
    generic: '发生错误',
  },
  shell, consent, a11y,
}

export default zh
