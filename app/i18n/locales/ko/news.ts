import type { PartialResources } from '../../resources'

/** Korean texts of the `news` namespace: /news and /news/{id}. */
const news: PartialResources['news'] = {
  meta: {
    title: '뉴스 · LGBTQ+ 커뮤니티 뉴스',
    description: '커뮤니티 소식통의 최신 LGBTQ+ 뉴스를 주제, 출처, 언어, 국가별로 살펴보세요.',
    articleTitle: '{{title}} · 뉴스',
  },
  feeds: {
    title: 'Haven · LGBTQ+ 커뮤니티 뉴스',
    rss: '뉴스 (RSS)',
    atom: '뉴스 (Atom)',
  },
  list: {
    home: '홈',
    breadcrumb: '뉴스',
    title: '뉴스',
    lead: 'LGBTQ+ 언론사와 커뮤니티 소식통의 최신 기사.',
    results_one: '기사 {{formatted}}건',
    results_other: '기사 {{formatted}}건',
    resultsPage: '{{pages}}페이지 중 {{page}}페이지',
    resultsHeading: '기사',
    updating: '목록을 업데이트하는 중…',
    empty: '이 필터에 맞는 기사가 없습니다.',
    emptyHint: '필터를 줄여 보세요.',
    clearFilters: '모든 필터 지우기',
  },
  filters: {
    heading: '뉴스 필터',
    apply: '보기',
    category: '주제',
    anyCategory: '모든 주제',
    source: '출처',
    anySource: '모든 출처',
    language: '언어',
    anyLanguage: '모든 언어',
    country: '국가',
    anyCountry: '모든 국가',
  },
  categories: {
    community: '커뮤니티',
    politics: '정치',
    culture: '문화',
    health: '건강',
    travel: '여행',
    sports: '스포츠',
  },
  card: {
    source: '출처: {{source}}',
  },
  detail: {
    news: '뉴스',
    published: '게시일',
    source: '출처',
    topic: '주제',
    language: '언어',
    country: '국가',
    readOriginal: '{{source}}에서 기사 전문 읽기',
    readOriginalPlain: '기사 전문 읽기',
    external: '(다른 사이트가 열립니다)',
    summary: '요약',
    noSummary: '이 기사에는 요약이 없습니다. 출처에서 읽어 보세요.',
    related: '관련 기사',
    seeAll: '모든 뉴스',
    imported: '출처의 피드에서 가져왔습니다. Haven은 다른 사이트의 콘텐츠에 책임을 지지 않습니다.',
  },
  errors: {
    feedUrl: '피드의 전체 주소(http 또는 https)를 입력하세요.',
    keywords: '키워드가 너무 많습니다.',
    category: '뉴스 주제 중 하나를 선택하세요.',
    language: '두세 글자의 언어 코드를 입력하거나 비워 두세요.',
  },
}

export default news
