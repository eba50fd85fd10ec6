import type { EmailTemplateSet } from './types'

/** Simplified Chinese built-in emails (informal 你, like the app). */
export default {
  newsletter_confirm: {
    subject: '确认订阅 {{app}} 简报',
    text: '你好！请打开下面的链接，确认你想订阅 {{app}} 简报：\n{{confirmUrl}}\n\n如果不是你申请的，忽略这封邮件就好，什么都不会发生。',
    html: '<p>你好！</p><p>请确认你想订阅 {{app}} 简报：</p><p><a href="{{confirmUrl}}">确认订阅</a></p><p>如果不是你申请的，忽略这封邮件就好，什么都不会发生。</p>',
  },
  verify_email: {
    subject: '验证你在 {{app}} 的邮箱',
    text: '欢迎来到 {{app}}！请通过下面的链接验证你的邮箱地址：\n{{verifyUrl}}\n\n链接将在 24 小时后失效。',
    html: '<p>欢迎来到 {{app}}！</p><p><a href="{{verifyUrl}}">验证我的邮箱地址</a></p><p>链接将在 24 小时后失效。</p>',
  },
  password_recovery: {
    subject: '重置你的 {{app}} 密码',
    text: '有人申请重置你的 {{app}} 账号密码。如果是你本人，请打开：\n{{resetUrl}}\n\n链接将在 1 小时后失效。如果不是你，忽略这封邮件即可。',
    html: '<p>有人申请重置你的 {{app}} 账号密码。</p><p><a href="{{resetUrl}}">设置新密码</a></p><p>链接将在 1 小时后失效。如果不是你，忽略这封邮件即可。</p>',
  },
  account_exists: {
    subject: '你的 {{app}} 账号',
    text: '有人（也许是你）尝试用这个邮箱地址注册 {{app}} 账号。你已经有账号了。\n\n登录：{{signInUrl}}\n忘记密码？{{resetUrl}}\n\n如果不是你，忽略这封邮件即可。',
    html: '<p>有人（也许是你）尝试用这个邮箱地址注册 {{app}} 账号。你已经有账号了。</p><p><a href="{{signInUrl}}">登录</a> · <a href="{{resetUrl}}">重置我的密码</a></p><p>如果不是你，忽略这封邮件即可。</p>',
  },
  sign_in_link: {
    subject: '你的 {{app}} 登录链接',
    text: '有人多次尝试登录你的 {{app}} 账号，因此密码登录暂停一段时间。如果是你本人，这个链接可以让你登录：\n{{signInUrl}}\n\n链接只能使用一次，1 小时后失效。如果不是你，可能有人在猜你的密码：忽略这封邮件即可，也可以考虑换一个更长的密码。你的密码没有被更改。',
    html: '<p>有人多次尝试登录你的 {{app}} 账号，因此密码登录暂停一段时间。如果是你本人，这个链接可以让你登录：</p><p><a href="{{signInUrl}}">登录</a></p><p>链接只能使用一次，1 小时后失效。如果不是你，可能有人在猜你的密码：忽略这封邮件即可，也可以考虑换一个更长的密码。你的密码没有被更改。</p>',
  },
  contact_received: {
    subject: '我们收到了你的留言',
    text: '感谢你写信给 {{app}}。我们会认真阅读每一条留言，并在几天内回复。\n\n你的留言：\n{{message}}',
    html: '<p>感谢你写信给 {{app}}。我们会认真阅读每一条留言，并在几天内回复。</p><blockquote>{{message}}</blockquote>',
  },
  email_change: {
    subject: '确认你在 {{app}} 的新邮箱',
    text: '你申请将这个地址用于你的 {{app}} 账号。请通过下面的链接确认：\n{{confirmUrl}}\n\n链接将在 24 小时后失效。在此之前，你仍然使用当前的邮箱地址登录。如果不是你，忽略这封邮件即可。',
    html: '<p>你申请将这个地址用于你的 {{app}} 账号。</p><p><a href="{{confirmUrl}}">确认我的新邮箱地址</a></p><p>链接将在 24 小时后失效。在此之前，你仍然使用当前的邮箱地址登录。如果不是你，忽略这封邮件即可。</p>',
  },
  email_changed: {
    subject: '你的 {{app}} 账号邮箱已更改',
    text: '你的 {{app}} 账号的邮箱地址刚刚被更改，这个地址已不能再用于登录。如果是你本人操作的，就没问题。\n\n如果不是你，请立即告诉我们：{{contactUrl}}',
    html: '<p>你的 {{app}} 账号的邮箱地址刚刚被更改，这个地址已不能再用于登录。如果是你本人操作的，就没问题。</p><p>如果不是你，请立即告诉我们：<a href="{{contactUrl}}">联系 {{app}} 团队</a></p>',
  },
  group_notification: {
    subject: '{{title}}',
    text: '{{title}}\n\n{{actionUrl}}\n\n你收到这封邮件，因为你是 {{group}} 的成员。 不再接收此小组的邮件: {{unsubscribeUrl}}',
    html: '<p>{{title}}</p><p><a href="{{actionUrl}}">在 {{app}} 中打开</a></p><p>你收到这封邮件，因为你是 {{group}} 的成员。 <a href="{{unsubscribeUrl}}">不再接收此小组的邮件</a></p>',
  },
  // the daily digest of a member's crew notifications (decision 029)
  group_digest: {
    subject: '{{app}} 上你的小组有新动态（{{count}}）',
    text: '自上次摘要以来，你的小组（{{crews}}）发生了这些事：\n\n{{items}}\n\n打开你的通知: {{notificationsUrl}}\n\n你收到这封每日摘要，因为你是这些小组的成员。 不再接收这些邮件: {{unsubscribeUrl}}',
    html: '<p>自上次摘要以来，你的小组（{{crews}}）发生了这些事：</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{notificationsUrl}}">打开你的通知</a></p><p>你收到这封每日摘要，因为你是这些小组的成员。 <a href="{{unsubscribeUrl}}">不再接收这些邮件</a></p>',
  },
  event_cancelled: {
    subject: '{{title}} 已取消',
    text: '主办方已取消 {{title}}（{{date}}），活动不会举行。\n\n活动页面：{{eventUrl}}',
    html: '<p>主办方已取消 <strong>{{title}}</strong>（{{date}}），活动不会举行。</p><p><a href="{{eventUrl}}">在 {{app}} 查看活动</a></p>',
  },
  order_confirmation: {
    subject: '你的 {{app}} 订单 {{number}} 已付款',
    text: '谢谢！我们已收到你为订单 {{number}} 支付的 {{total}}：\n\n{{items}}\n\n收货地址：\n{{address}}\n\n发货后我们会再通知你。你的订单：{{orderUrl}}',
    html: '<p>谢谢！我们已收到你为订单 {{number}} 支付的 <strong>{{total}}</strong>：</p><div style="white-space:pre-line">{{items}}</div><p>收货地址：</p><div style="white-space:pre-line">{{address}}</div><p>发货后我们会再通知你。<a href="{{orderUrl}}">查看你的订单</a></p>',
  },
  order_fulfilled: {
    subject: '你的 {{app}} 订单 {{number}} 已发货',
    text: '你的订单 {{number}} 已寄出：\n\n{{items}}\n\n你的订单：{{orderUrl}}',
    html: '<p>你的订单 {{number}} 已寄出：</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{orderUrl}}">查看你的订单</a></p>',
  },
  order_refunded: {
    subject: '你的 {{app}} 订单 {{number}} 已退款',
    text: '我们已将订单 {{number}} 的 {{total}} 退回你付款时使用的银行卡。银行通常需要几天才会显示这笔退款。\n\n你的订单：{{orderUrl}}',
    html: '<p>我们已将订单 {{number}} 的 <strong>{{total}}</strong> 退回你付款时使用的银行卡。银行通常需要几天才会显示这笔退款。</p><p><a href="{{orderUrl}}">查看你的订单</a></p>',
  },
  order_cancelled: {
    subject: '你的 {{app}} 订单 {{number}} 已取消',
    text: '订单 {{number}} 没有在规定时间内付款，所以我们已释放其中的商品。你没有被扣款。\n\n市集：{{marketUrl}}',
    html: '<p>订单 {{number}} 没有在规定时间内付款，所以我们已释放其中的商品。你没有被扣款。</p><p><a href="{{marketUrl}}">返回市集</a></p>',
  },
} satisfies EmailTemplateSet
