import type { PartialResources } from '../../resources'
import shell from './shell'
import consent from './consent'
import a11y from './a11y'

/** Korean: the complete interface text, friendly polite style (해요체), inclusive wording. */
const ko: PartialResources = {
  common: {
    appTagline: '안전한 공간, 이벤트, 커뮤니티를 위한 가이드',
    loading: '불러오는 중…',
    skipToContent: '본문으로 건너뛰기',
    notFoundTitle: '페이지를 찾을 수 없어요',
    notFoundBody: '이 페이지를 찾지 못했어요. 페이지가 옮겨졌거나 링크가 잘못 입력되었을 수 있어요.',
    backHome: '홈으로 돌아가기',
    errorTitle: '앗, 뭔가 잘못됐어요',
    errorRetry: '다시 시도하기',
  },
  home: {
    metaDescription:
      'Haven은 LGBTQ+ 사람들을 위한 커뮤니티·탐색 가이드예요. 안전한 공간, 이벤트, 크루, 자료, 여행 정보를 11개 언어로 만나 보세요.',
    heroTitle: '어디에 있든, 나와 통하는 사람들을 만나요',
    heroBody:
      '{{countries}}개국 {{cities}}개 도시에서 LGBTQ+ 사람들을 위한 안전한 공간, 이벤트, 크루, 자료를 찾아보세요.',
    explore: '커뮤니티 둘러보기',
    stats: '숫자로 보는 Haven',
    statVenues: '안전한 공간',
    statEvents: '예정된 이벤트',
    statGroups: '크루',
    statCities: '도시',
    sections: {
      venues: '공간',
      venuesBody: '바, 카페, 병원, 커뮤니티 센터까지. 믿을 수 있는 안전 표시와 함께해요.',
      events: '이벤트',
      eventsBody: '내 주변의 프라이드, 파티, 강연, 모임.',
      places: '지역',
      placesBody: '모든 국가와 도시의 LGBTQ+ 관련 법적 상황.',
      groups: '크루',
      groupsBody: '모든 관심사를 위한 그룹, 공개 또는 비공개로.',
      resources: '자료',
      resourcesBody: '상담 전화, 건강, 법률 지원, 그리고 나를 존중하는 전문가.',
      marketplace: '마켓',
      marketplaceBody: '커뮤니티가 커뮤니티를 위해 만든 상품.',
    },
  },
  errors: {
    invalidInput: '일부 항목을 다시 확인해 주세요.',
    unreadableBody: '요청을 읽을 수 없습니다.',
    invalidEmail: '올바른 이메일 주소를 입력하세요.',
    invalidLink: '유효하지 않거나 만료된 링크입니다.',
    notFound: '찾을 수 없습니다.',
    authRequired: '계속하려면 로그인하세요.',
    forbidden: '이 작업을 할 권한이 없습니다.',
    unexpected: '문제가 발생했습니다. 잠시 후 다시 시도하세요.',
    payloadTooLarge: '요청이 너무 큽니다.',
    guard: {
      authRequiredTitle: '로그인이 필요합니다',
      authRequiredBody: '이 영역에 접근하려면 로그인하세요.',
      accessDeniedTitle: '접근 거부',
      accessDeniedBody: '이 영역에 접근하려면 {{role}} 권한이 필요합니다.',
    },
    noUser: '사용자를 찾을 수 없습니다',
    generic: '오류가 발생했습니다',
  },
  shell, consent, a11y,
}

export default ko
