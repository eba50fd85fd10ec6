import type { PartialResources } from '../../resources'

/** Chinese texts of the `consent` namespace: cookie banner, preferences, reset. */
const consent: PartialResources['consent'] = {
  banner: {
    region: 'Cookie 同意',
    title: 'Cookie 设置',
    body: 'Haven 使用必要的 Cookie 来保障安全并保持你的登录状态。经你同意后，我们还会记住你的设置并匿名统计访问量。',
    acceptAll: '全部接受',
    necessaryOnly: '仅必要',
    customize: '自定义',
  },
  dialog: {
    title: 'Cookie 偏好',
    description: '选择 Haven 可以使用哪些 Cookie。必要的 Cookie 始终开启，因为没有它们网站无法运行。',
    save: '保存偏好',
    acceptAll: '全部接受',
    necessaryOnly: '仅必要',
    close: '关闭',
    alwaysOn: '始终开启',
    note: '你可以随时在<privacy>隐私政策</privacy>页面更改这些设置。',
  },
  categories: {
    necessary: { label: '必要', description: '登录、安全以及你的语言和主题设置。它们让 Haven 正常运行。' },
    functional: { label: '功能', description: '记住最近搜索等小功能，让浏览更顺畅。' },
    analytics: { label: '统计分析', description: '匿名统计页面访问量，帮助我们改进 Haven。不记录 IP 地址，不建立个人档案。' },
    marketing: { label: '营销', description: '帮助我们衡量推广活动效果，并在其他地方向你展示 Haven 的相关资讯。' },
  },
  reset: {
    title: '你的 Cookie 选择',
    none: '你还没有做出选择。Cookie 横幅会询问你。',
    savedOn: '保存于 {{date}}',
    on: '开启',
    off: '关闭',
    resetButton: '重置 Cookie 偏好',
    openButton: '打开 Cookie 偏好',
    resetDone: '你的 Cookie 偏好已重置。横幅会再次询问你。',
  },
}

export default consent
