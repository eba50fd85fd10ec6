import type { PartialResources } from '../../resources'

/** Japanese texts of the `news` namespace: /news and /news/{id}. */
const news: PartialResources['news'] = {
  meta: {
    title: 'ニュース · LGBTQ+ コミュニティのニュース',
    description: 'コミュニティの情報源から届く最新の LGBTQ+ ニュース。トピック、情報源、言語、国で絞り込めます。',
    articleTitle: '{{title}} · ニュース',
  },
  feeds: {
    title: 'Haven · LGBTQ+コミュニティのニュース',
    rss: 'ニュース（RSS）',
    atom: 'ニュース（Atom）',
  },
  list: {
    home: 'ホーム',
    breadcrumb: 'ニュース',
    title: 'ニュース',
    lead: 'LGBTQ+ の編集部やコミュニティの情報源から届いた最新の記事。',
    results_one: '{{formatted}} 件の記事',
    results_other: '{{formatted}} 件の記事',
    resultsPage: '{{pages}} ページ中 {{page}} ページ目',
    resultsHeading: '記事',
    updating: 'リストを更新しています…',
    empty: 'この条件に合う記事はありません。',
    emptyHint: '条件を減らしてみてください。',
    clearFilters: 'すべての条件をクリア',
  },
  filters: {
    heading: 'ニュースを絞り込む',
    apply: '表示',
    category: 'トピック',
    anyCategory: 'すべてのトピック',
    source: '情報源',
    anySource: 'すべての情報源',
    language: '言語',
    anyLanguage: 'すべての言語',
    country: '国',
    anyCountry: 'すべての国',
  },
  categories: {
    community: 'コミュニティ',
    politics: '政治',
    culture: 'カルチャー',
    health: '健康',
    travel: '旅行',
    sports: 'スポーツ',
  },
  card: {
    source: '情報源：{{source}}',
  },
  detail: {
    news: 'ニュース',
    published: '公開日',
    source: '情報源',
    topic: 'トピック',
    language: '言語',
    country: '国',
    readOriginal: '{{source}} で記事全文を読む',
    readOriginalPlain: '記事全文を読む',
    external: '（別のサイトが開きます）',
    summary: '概要',
    noSummary: 'この記事には概要がありません。情報源でお読みください。',
    related: '関連する記事',
    seeAll: 'すべてのニュース',
    imported: '情報源のフィードから取り込みました。Haven は他のサイトの内容について責任を負いません。',
  },
  errors: {
    feedUrl: 'フィードの完全なアドレス（http または https）を入力してください。',
    keywords: 'キーワードが多すぎます。',
    category: 'ニュースのトピックを 1 つ選んでください。',
    language: '2 文字または 3 文字の言語コードを入力するか、空欄のままにしてください。',
  },
}

export default news
