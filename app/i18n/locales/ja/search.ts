import type { PartialResources } from '../../resources'

/** Japanese texts of the `search` namespace: /search and the API's refusals. */
const search: PartialResources['search'] = {
  meta: {
    title: '検索 · スポット、イベント、クルーなど',
    titleQuery: '「{{query}}」 · 検索',
    description: 'Haven を検索：スポット、イベント、クルー、メンバー、著名人、リソース、ニュース、旅行ガイド、都市をまとめて探せます。',
  },
  page: {
    home: 'ホーム',
    breadcrumb: '検索',
    title: '検索',
    lead: 'スポット、イベント、クルー、メンバー、リソース、都市をひとつの検索で。',
    formLabel: 'サイト内を検索',
    query: '何をお探しですか？',
    placeholder: '「ベルリン」「プライド」「法律相談」などで検索',
    submit: '検索',
    location: '場所',
    locationPlaceholder: '都市または国',
    types: 'コンテンツの種類',
    filters: 'その他の絞り込み',
    categories: 'カテゴリー',
    from: '開始日',
    to: '終了日',
    datesHint: '期間で探すには両方の日付を入力してください。',
    minPrice: '最低価格',
    maxPrice: '最高価格',
    rating: '評価',
    anyRating: 'すべての評価',
    ratingAtLeast: '星 {{rating}} 以上',
    featured: '注目のみ',
    verified: '認証済みのみ',
    clear: '絞り込みをクリア',
  },
  start: {
    title: '仲間、場所、予定を見つけよう',
    body: '上に一、二語入力してください：都市、スポット、イベント、クルー、テーマなど。',
  },
  short: '2 文字以上入力して検索してください。',
  results: {
    heading: '検索結果',
    count_one: '「{{query}}」の検索結果 {{formatted}} 件',
    count_other: '「{{query}}」の検索結果 {{formatted}} 件',
    page: '{{pages}} ページ中 {{page}} ページ目',
    updating: '検索結果を更新しています…',
    capped: '上位 {{max}} 件のみ表示しています。キーワードや絞り込みを追加して検索を絞ってください。',
    groupCount: '全 {{count}} 件',
  },
  none: {
    title: '"{{query}}" に一致する結果は見つかりませんでした',
    hint: '別のキーワードを試すか、絞り込み条件を変更してください',
  },
  tabs: { label: '種類で絞り込む', all: 'すべて' },
  hit: { rating: '5 点中 {{rating}} 点', price: '価格：{{price}}', free: '無料' },
  errors: {
    invalid: 'この検索を読み取れませんでした。キーワードと絞り込みを確認してください。',
    date: '日付は YYYY-MM-DD の形式で入力してください。',
    location: '場所は 100 文字以内で入力してください。',
    categories: 'カテゴリーは 24 個まで選べます。',
    price: '最低価格は最高価格を超えられません。',
    tooLong: '検索語は 200 文字以内で入力してください。',
  },
}

export default search
