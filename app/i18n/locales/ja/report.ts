import type { PartialResources } from '../../resources'

/** Japanese texts of the `report` namespace: the report dialog of every content type. */
const report: PartialResources['report'] = {
  button: '報告',
  signIn: 'ログインして報告',
  title: {
    venue: 'このスポットを報告',
    review: 'このレビューを報告',
    photo: 'この写真を報告',
    user: 'このメンバーを報告',
    event: 'このイベントを報告',
    post: 'この投稿を報告',
    comment: 'このコメントを報告',
    group: 'このクルーを報告',
  },
  description: '問題の内容をモデレーターに伝えてください。報告は非公開で、誰が送ったかは相手に知らされません。',
  reason: '理由',
  chooseReason: '理由を選択',
  details: '詳細（任意）',
  detailsHint: '状況の理解に役立つことを {{max}} 文字以内で。',
  submit: '報告を送信',
  sending: '送信中…',
  cancel: 'キャンセル',
  close: '閉じる',
  reasons: {
    spam: 'スパム・宣伝',
    harassment: '嫌がらせ・いじめ',
    hate_speech: 'ヘイトスピーチ',
    violence: '暴力・脅迫',
    sexual_content: '性的なコンテンツ',
    impersonation: 'なりすまし',
    scam: '詐欺',
    misinformation: '誤った情報・誤解を招く情報',
    self_harm: '自傷・自殺',
    underage: '未成年者が関わっている',
    privacy: '個人情報の公開',
    other: 'その他',
  },
  sentTitle: '報告ありがとうございます',
  sentBody: 'モデレーターがまもなく確認します。',
  failedTitle: '報告を送信できませんでした',
  errors: {
    reason: 'リストから理由を選んでください。',
    details: '詳細は {{max}} 文字以内で入力してください。',
    target: 'これは報告できません。',
    notFound: '報告対象が見つかりません。削除された可能性があります。',
    self: '自分のコンテンツは報告できません。',
    duplicate: 'すでに報告済みです。モデレーターが確認します。',
    tooMany: '短時間に多くの報告が送信されました。しばらくしてからもう一度お試しください。',
  },
}

export default report
