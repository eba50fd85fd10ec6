import type { EmailTemplateSet } from './types'

/** Japanese built-in emails (friendly です／ます, like the app). */
export default {
  newsletter_confirm: {
    subject: '{{app}} ニュースレターの登録を確認してください',
    text: 'こんにちは！{{app}} のニュースレターを受け取る場合は、こちらのリンクを開いて確認してください：\n{{confirmUrl}}\n\nお心当たりがない場合は、このメールを無視してください。何も起こりません。',
    html: '<p>こんにちは！</p><p>{{app}} のニュースレターを受け取るには、登録を確認してください：</p><p><a href="{{confirmUrl}}">登録を確認する</a></p><p>お心当たりがない場合は、このメールを無視してください。何も起こりません。</p>',
  },
  verify_email: {
    subject: '{{app}} のメールアドレスを確認してください',
    text: '{{app}} へようこそ！こちらのリンクからメールアドレスを確認してください：\n{{verifyUrl}}\n\nリンクの有効期限は24時間です。',
    html: '<p>{{app}} へようこそ！</p><p><a href="{{verifyUrl}}">メールアドレスを確認する</a></p><p>リンクの有効期限は24時間です。</p>',
  },
  password_recovery: {
    subject: '{{app}} のパスワードを再設定',
    text: '{{app}} アカウントのパスワード再設定のリクエストがありました。ご本人の場合は、こちらを開いてください：\n{{resetUrl}}\n\nリンクの有効期限は1時間です。お心当たりがない場合は、このメールを無視してかまいません。',
    html: '<p>{{app}} アカウントのパスワード再設定のリクエストがありました。</p><p><a href="{{resetUrl}}">新しいパスワードを設定する</a></p><p>リンクの有効期限は1時間です。お心当たりがない場合は、このメールを無視してかまいません。</p>',
  },
  account_exists: {
    subject: 'あなたの {{app}} アカウント',
    text: 'どなたか（あなたかもしれません）が、このメールアドレスで {{app}} アカウントを作成しようとしました。このアドレスのアカウントはすでにあります。\n\nログイン：{{signInUrl}}\nパスワードをお忘れですか？ {{resetUrl}}\n\nお心当たりがない場合は、このメールを無視してかまいません。',
    html: '<p>どなたか（あなたかもしれません）が、このメールアドレスで {{app}} アカウントを作成しようとしました。このアドレスのアカウントはすでにあります。</p><p><a href="{{signInUrl}}">ログイン</a> · <a href="{{resetUrl}}">パスワードを再設定する</a></p><p>お心当たりがない場合は、このメールを無視してかまいません。</p>',
  },
  contact_received: {
    subject: 'メッセージを受け付けました',
    text: '{{app}} にご連絡いただきありがとうございます。すべてのメッセージに目を通し、数日以内にお返事します。\n\nお送りいただいたメッセージ：\n{{message}}',
    html: '<p>{{app}} にご連絡いただきありがとうございます。すべてのメッセージに目を通し、数日以内にお返事します。</p><blockquote>{{message}}</blockquote>',
  },
  email_change: {
    subject: '{{app}} の新しいメールアドレスを確認してください',
    text: '{{app}} アカウントでこのアドレスを使うリクエストがありました。こちらのリンクから確認してください：\n{{confirmUrl}}\n\nリンクの有効期限は24時間です。確認が済むまでは、今のメールアドレスでログインできます。お心当たりがない場合は、このメールを無視してかまいません。',
    html: '<p>{{app}} アカウントでこのアドレスを使うリクエストがありました。</p><p><a href="{{confirmUrl}}">新しいメールアドレスを確認する</a></p><p>リンクの有効期限は24時間です。確認が済むまでは、今のメールアドレスでログインできます。お心当たりがない場合は、このメールを無視してかまいません。</p>',
  },
  email_changed: {
    subject: '{{app}} アカウントのメールアドレスが変更されました',
    text: '{{app}} アカウントのメールアドレスが変更されたため、このアドレスではログインできなくなりました。ご本人による変更であれば、問題ありません。\n\nお心当たりがない場合は、すぐにお知らせください：{{contactUrl}}',
    html: '<p>{{app}} アカウントのメールアドレスが変更されたため、このアドレスではログインできなくなりました。ご本人による変更であれば、問題ありません。</p><p>お心当たりがない場合は、すぐにお知らせください：<a href="{{contactUrl}}">{{app}} チームに連絡する</a></p>',
  },
  group_notification: {
    subject: '{{title}}',
    text: '{{title}}\n\n{{actionUrl}}\n\n{{group}}のメンバーとしてこのメールをお送りしています。 このクルーからのメールを停止: {{unsubscribeUrl}}',
    html: '<p>{{title}}</p><p><a href="{{actionUrl}}">{{app}}で開く</a></p><p>{{group}}のメンバーとしてこのメールをお送りしています。 <a href="{{unsubscribeUrl}}">このクルーからのメールを停止</a></p>',
  },
  // the daily digest of a member's crew notifications (decision 029)
  group_digest: {
    subject: '{{app}}のクルーの新着（{{count}}件）',
    text: '前回のまとめ以降、あなたのクルー（{{crews}}）での出来事：\n\n{{items}}\n\n通知を開く: {{notificationsUrl}}\n\nこれらのクルーのメンバーとして、この毎日のまとめをお送りしています。 これらのメールを停止: {{unsubscribeUrl}}',
    html: '<p>前回のまとめ以降、あなたのクルー（{{crews}}）での出来事：</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{notificationsUrl}}">通知を開く</a></p><p>これらのクルーのメンバーとして、この毎日のまとめをお送りしています。 <a href="{{unsubscribeUrl}}">これらのメールを停止</a></p>',
  },
  event_cancelled: {
    subject: '{{title}} は中止になりました',
    text: '主催者が {{title}}（{{date}}）を中止しました。イベントは開催されません。\n\nイベント：{{eventUrl}}',
    html: '<p>主催者が <strong>{{title}}</strong>（{{date}}）を中止しました。イベントは開催されません。</p><p><a href="{{eventUrl}}">{{app}} でイベントを見る</a></p>',
  },
} satisfies EmailTemplateSet
