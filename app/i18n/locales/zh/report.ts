import type { PartialResources } from '../../resources'

/** Chinese texts of the `report` namespace: the report dialog of every content type. */
const report: PartialResources['report'] = {
  button: '举报',
  signIn: '登录后举报',
  title: {
    venue: '举报这个场所',
    review: '举报这条评价',
    photo: '举报这张照片',
    user: '举报这位会员',
    event: '举报这个活动',
    post: '举报这条动态',
    comment: '举报这条评论',
    group: '举报这个圈子',
  },
  description: '告诉版主哪里有问题。举报是保密的：对方不会知道是谁举报的。',
  reason: '原因',
  chooseReason: '选择原因',
  details: '详情（可选）',
  detailsHint: '任何有助于版主理解的信息，最多 {{max}} 个字符。',
  submit: '提交举报',
  sending: '正在提交…',
  cancel: '取消',
  close: '关闭',
  reasons: {
    spam: '垃圾信息或广告',
    harassment: '骚扰或霸凌',
    hate_speech: '仇恨言论',
    violence: '暴力或威胁',
    sexual_content: '色情内容',
    impersonation: '冒充他人',
    scam: '诈骗',
    misinformation: '错误或误导性信息',
    self_harm: '自残或自杀',
    underage: '涉及未成年人',
    privacy: '泄露隐私信息',
    other: '其他',
  },
  sentTitle: '感谢你的举报',
  sentBody: '版主会尽快处理。',
  failedTitle: '举报未发送',
  errors: {
    reason: '请从列表中选择一个原因。',
    details: '详情最多 {{max}} 个字符。',
    target: '此内容无法举报。',
    notFound: '找不到你要举报的内容，可能已被删除。',
    self: '你不能举报自己的内容。',
    duplicate: '你已经举报过了，版主会处理。',
    tooMany: '你在短时间内提交了太多举报，请稍后再试。',
  },
}

export default report
