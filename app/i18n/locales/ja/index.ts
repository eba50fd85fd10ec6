import type { PartialResources } from '../../resources'
import shell from './shell'
import consent from './consent'
import a11y from './a11y'

/** Japanese: the complete interface text, friendly and inclusive wording. */
const ja: PartialResources = {
  common: {
    appTagline: 'セーフスペース・イベント・コミュニティのガイド',
    loading: '読み込み中…',
    skipToContent: 'コンテンツへスキップ',
    notFoundTitle: 'ページが見つかりません',
    notFoundBody: 'このページが見つかりませんでした。移動したか、リンクが間違っている可能性があります。',
    backHome: 'ホームに戻る',
    errorTitle: 'あれ、うまくいかなかったみたい',
    errorRetry: 'もう一度試す',
  },
  home: {
    metaDescription:
      'Haven は LGBTQ+ の人たちのためのコミュニティ＆発見ガイド。セーフな場所、イベント、サークル、リソース、旅の情報を11言語でお届けします。',
    heroTitle: 'どこにいても、仲間が見つかる',
    heroBody:
      '{{countries}}か国・{{cities}}都市から、LGBTQ+ の人たちのためのセーフな場所、イベント、サークル、リソースを紹介しています。',
    explore: 'シーンをのぞいてみよう',
    stats: '数字で見る Haven',
    statVenues: 'セーフスペース',
    statEvents: '開催予定のイベント',
    statGroups: 'サークル',
    statCities: '都市',
    sections: {
      venues: 'スポット',
      venuesBody: 'バー、カフェ、クリニック、コミュニティセンターなど。信頼できる安全性の目印つき。',
      events: 'イベント',
      eventsBody: 'プライド、パーティー、トーク、交流会など、近くのイベントをチェック。',
      places: 'エリア',
      placesBody: 'すべての国と都市について、LGBTQ+ をめぐる法的状況を紹介。',
      groups: 'サークル',
      groupsBody: 'あらゆる趣味のグループ。公開・非公開を選べます。',
      resources: 'リソース',
      resourcesBody: 'ホットライン、健康、法律相談、そして理解のある専門家。',
      marketplace: 'マーケット',
      marketplaceBody: 'コミュニティによる、コミュニティのためのアイテム。',
    },
  },
  errors: {
    invalidInput: 'いくつかの項目を確認してください。',
    unreadableBody: 'リクエストを読み取れませんでした。',
    invalidEmail: '有効なメールアドレスを入力してください。',
    invalidLink: 'このリンクは無効か、有効期限が切れています。',
    notFound: '見つかりません。',
    authRequired: '続けるにはサインインしてください。',
    forbidden: 'この操作を行う権限がありません。',
    unexpected: '問題が発生しました。しばらくしてからもう一度お試しください。',
    payloadTooLarge: 'このリクエストは大きすぎます。',
    guard: {
      authRequiredTitle: 'ログインが必要です',
      authRequiredBody: 'このエリアを見るにはサインインしてください。',
      accessDeniedTitle: 'アクセスが拒否されました',
      accessDeniedBody: 'このエリアには {{role}} の権限が必要です。',
    },
    noUser: 'ユーザーが見つかりません',
    generic: 'エラーが発生しました',
  },
  shell, consent, a11y,
}

export default ja
