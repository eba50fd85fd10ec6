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
  sign_in_link: {
    subject: '{{app}} のログインリンク',
    text: 'あなたの {{app}} アカウントへのログイン試行が多数あったため、パスワードでのログインをしばらく停止しています。ご本人の場合は、このリンクからログインできます：\n{{signInUrl}}\n\nリンクは 1 回だけ使え、1 時間で期限切れになります。お心当たりがない場合は、誰かがパスワードを推測しようとしている可能性があります。このメールは無視してかまいません。より長いパスワードへの変更もご検討ください。パスワードは変更されていません。',
    html: '<p>あなたの {{app}} アカウントへのログイン試行が多数あったため、パスワードでのログインをしばらく停止しています。ご本人の場合は、このリンクからログインできます：</p><p><a href="{{signInUrl}}">ログインする</a></p><p>リンクは 1 回だけ使え、1 時間で期限切れになります。お心当たりがない場合は、誰かがパスワードを推測しようとしている可能性があります。このメールは無視してかまいません。より長いパスワードへの変更もご検討ください。パスワードは変更されていません。</p>',
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
  order_confirmation: {
    subject: '{{app}} のご注文 {{number}} のお支払いが完了しました',
    text: 'ありがとうございます！ご注文 {{number}} のお支払い {{total}} を受け付けました：\n\n{{items}}\n\nお届け先：\n{{address}}\n\n発送したら、またご連絡します。ご注文：{{orderUrl}}',
    html: '<p>ありがとうございます！ご注文 {{number}} のお支払い <strong>{{total}}</strong> を受け付けました：</p><div style="white-space:pre-line">{{items}}</div><p>お届け先：</p><div style="white-space:pre-line">{{address}}</div><p>発送したら、またご連絡します。<a href="{{orderUrl}}">ご注文を見る</a></p>',
  },
  order_fulfilled: {
    subject: '{{app}} のご注文 {{number}} を発送しました',
    text: 'ご注文 {{number}} を発送しました：\n\n{{items}}\n\nご注文：{{orderUrl}}',
    html: '<p>ご注文 {{number}} を発送しました：</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{orderUrl}}">ご注文を見る</a></p>',
  },
  order_refunded: {
    subject: '{{app}} のご注文 {{number}} を返金しました',
    text: 'ご注文 {{number}} の {{total}} を、お支払いに使われたカードに返金しました。明細に反映されるまで、銀行によっては数日かかります。\n\nご注文：{{orderUrl}}',
    html: '<p>ご注文 {{number}} の <strong>{{total}}</strong> を、お支払いに使われたカードに返金しました。明細に反映されるまで、銀行によっては数日かかります。</p><p><a href="{{orderUrl}}">ご注文を見る</a></p>',
  },
  order_cancelled: {
    subject: '{{app}} のご注文 {{number}} はキャンセルされました',
    text: 'ご注文 {{number}} は期限内にお支払いがなかったため、商品の確保を解除しました。料金は請求されていません。\n\nマーケット：{{marketUrl}}',
    html: '<p>ご注文 {{number}} は期限内にお支払いがなかったため、商品の確保を解除しました。料金は請求されていません。</p><p><a href="{{marketUrl}}">マーケットに戻る</a></p>',
  },
} satisfies EmailTemplateSet
