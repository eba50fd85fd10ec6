import type { PartialResources } from '../../resources'

/** Japanese texts of the `a11y` namespace: settings, hub and offline page (the statement stays in English). */
const a11y: PartialResources['a11y'] = {
  meta: {
    title: 'アクセシビリティ',
    description: 'Haven のアクセシビリティ：文字サイズ、コントラスト、動き、フォーカス、スクリーンリーダーの設定。',
  },
  hub: {
    eyebrow: 'アクセス',
    title: 'アクセシビリティ',
    intro: 'Haven はコミュニティの誰もが使えるべきです。このデバイスでのサイトの見た目と動作を調整できます。',
    settingsLink: '表示設定',
    statementLink: 'アクセシビリティ方針',
  },
  settings: {
    title: '表示設定',
    intro: '変更はすぐにすべてのページに適用されます。このブラウザーにのみ保存され、私たちに送信されることはありません。',
    fontSize: {
      label: '文字サイズ',
      description: 'すべての文字と余白を小さく、または大きくします。',
      options: {
        small: '小',
        medium: '中',
        large: '大',
        'x-large': '特大',
      },
      default: '（既定）',
    },
    highContrast: {
      label: 'ハイコントラスト',
      description: '文字と枠線の色を強くし、リンクに下線を付け、半透明の面をなくします。',
    },
    reduceMotion: {
      label: '動きを減らす',
      description: 'アニメーション、トランジション、動くオーロラの背景を止めます。',
    },
    screenReaderOptimized: {
      label: 'スクリーンリーダー向けに最適化',
      description: '装飾的な画像を隠し、文字を省略せずに全文表示し、余白を広げます。',
    },
    focusIndicators: {
      label: 'フォーカス表示を強調',
      description: 'キーボードフォーカスのある要素を太く高コントラストな枠で囲みます。',
    },
    needsJavaScript:
      'これらの設定には JavaScript が必要ですが、このブラウザーでは無効になっています。ブラウザー自体のズーム、コントラスト、動きの設定は引き続き有効です。',
    systemMotion: 'デバイスが動きを減らすよう求めているため、アニメーションはすでにオフです。',
    reset: '初期設定に戻す',
    saved: '設定を保存しました',
    resetDone: '設定を初期状態に戻しました',
    preview: 'プレビュー',
    previewText: 'どこにいても、仲間が見つかる。この文章で設定の効果を確認できます。',
    previewLink: 'サンプルのリンク',
  },
  offline: {
    metaTitle: 'オフライン',
    title: 'オフラインです',
    body: 'Haven は現在インターネットに接続できません。オンラインに戻るとすぐに、開こうとしたページが表示されます。',
    tipsTitle: '試してみること',
    tips: {
      connection: 'Wi-Fi またはモバイルデータの接続を確認してください。',
      airplane: '機内モードをオフにしてください。',
      wait: '少し待ってから再試行してください。ネットワークが一時的に切れることがあります。',
    },
    retry: '再試行',
    home: 'ホームページへ',
  },
}

export default a11y
