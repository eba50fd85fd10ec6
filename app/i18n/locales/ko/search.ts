import type { PartialResources } from '../../resources'

/** Korean texts of the `search` namespace: /search and the API's refusals. */
const search: PartialResources['search'] = {
  meta: {
    title: '검색 · 장소, 이벤트, 크루 등',
    titleQuery: '“{{query}}” · 검색',
    description: 'Haven 검색: 장소, 이벤트, 크루, 사람, 인물, 리소스, 뉴스, 여행 가이드와 도시를 한곳에서 찾아보세요.',
  },
  page: {
    home: '홈',
    breadcrumb: '검색',
    title: '검색',
    lead: '장소, 이벤트, 크루, 사람, 리소스와 도시를 한 번의 검색으로.',
    formLabel: '사이트 검색',
    query: '무엇을 찾고 있나요?',
    placeholder: '“베를린”, “프라이드”, “법률 지원”을 검색해 보세요',
    submit: '검색',
    location: '위치',
    locationPlaceholder: '도시 또는 국가',
    types: '콘텐츠 유형',
    filters: '필터 더 보기',
    categories: '카테고리',
    from: '시작일',
    to: '종료일',
    datesHint: '기간으로 찾으려면 두 날짜를 모두 입력하세요.',
    minPrice: '최저 가격',
    maxPrice: '최고 가격',
    rating: '평점',
    anyRating: '모든 평점',
    ratingAtLeast: '별 {{rating}}개 이상',
    featured: '추천만',
    verified: '인증된 항목만',
    clear: '필터 지우기',
  },
  start: {
    title: '나의 사람들, 장소, 계획을 찾아보세요',
    body: '위에 한두 단어를 입력하세요: 도시, 장소, 이벤트, 크루, 주제 등.',
  },
  short: '검색하려면 두 글자 이상 입력하세요.',
  results: {
    heading: '검색 결과',
    count_one: '“{{query}}” 검색 결과 {{formatted}}건',
    count_other: '“{{query}}” 검색 결과 {{formatted}}건',
    page: '{{pages}}페이지 중 {{page}}페이지',
    updating: '결과를 업데이트하는 중…',
    capped: '상위 {{max}}건만 표시됩니다. 단어나 필터를 추가해 검색 범위를 좁혀 보세요.',
    groupCount: '총 {{count}}건',
  },
  none: {
    title: '"{{query}}"에 대한 검색 결과가 없습니다',
    hint: '다른 키워드를 사용하거나 필터를 조정해 보세요',
  },
  tabs: { label: '유형별로 좁히기', all: '전체' },
  hit: { rating: '5점 만점에 {{rating}}점', price: '가격: {{price}}', free: '무료' },
  errors: {
    invalid: '이 검색을 읽을 수 없습니다. 검색어와 필터를 확인하세요.',
    date: '날짜는 YYYY-MM-DD 형식으로 입력하세요.',
    location: '위치는 최대 100자입니다.',
    categories: '카테고리는 최대 24개까지 선택할 수 있습니다.',
    price: '최저 가격은 최고 가격보다 높을 수 없습니다.',
    tooLong: '검색어는 최대 200자입니다.',
  },
}

export default search
