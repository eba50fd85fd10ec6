import type { PartialResources } from '../../resources'

/** Japanese texts of the `consent` namespace: cookie banner, preferences, reset. */
const consent: PartialResources['consent'] = {
  banner: {
    region: 'Cookie の同意',
    title: 'Cookie 設定',
    body: 'Haven では、安全とログイン状態の維持のために必要な Cookie を使っています。同意いただければ、設定の記憶と匿名でのアクセス数集計も行います。',
    acceptAll: 'すべて許可',
    necessaryOnly: '必須のみ',
    customize: 'カスタマイズ',
  },
  dialog: {
    title: 'Cookie の設定',
    description: 'Haven が使用できる Cookie を選んでください。必須の Cookie はサイトの動作に欠かせないため、常にオンです。',
    save: '設定を保存',
    acceptAll: 'すべて許可',
    necessaryOnly: '必須のみ',
    close: '閉じる',
    alwaysOn: '常にオン',
    note: 'この設定は<privacy>プライバシーポリシー</privacy>のページからいつでも変更できます。',
  },
  categories: {
    necessary: { label: '必須', description: 'ログイン、セキュリティ、言語とテーマの設定。Haven の動作に必要です。' },
    functional: { label: '機能', description: '最近の検索などを記憶して、より快適にご利用いただけます。' },
    analytics: {
      label: 'アクセス解析',
      description: 'Haven の改善に役立つ匿名のアクセス数集計です。IP アドレスやプロフィールは記録しません。',
    },
    marketing: { label: 'マーケティング', description: 'キャンペーンの効果測定や、ほかのサイトでの Haven のお知らせ表示に使います。' },
  },
  reset: {
    title: 'Cookie の選択状況',
    none: 'まだ選択されていません。Cookie バナーでお尋ねします。',
    savedOn: '{{date}} に保存',
    on: 'オン',
    off: 'オフ',
    resetButton: 'Cookie の設定をリセット',
    openButton: 'Cookie の設定を開く',
    resetDone: 'Cookie の設定をリセットしました。バナーでもう一度お尋ねします。',
  },
}

export default consent
