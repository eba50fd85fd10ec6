import type { PartialResources } from '../../resources'

/** Korean texts of the `consent` namespace: cookie banner, preferences, reset. */
const consent: PartialResources['consent'] = {
  banner: {
    region: '쿠키 동의',
    title: '쿠키 설정',
    body: 'Haven은 보안과 로그인 유지를 위해 필수 쿠키를 사용해요. 동의해 주시면 설정을 기억하고 방문 수를 익명으로 집계할게요.',
    acceptAll: '모두 허용',
    necessaryOnly: '필수만 허용',
    customize: '직접 설정',
  },
  dialog: {
    title: '쿠키 환경설정',
    description: 'Haven이 사용할 수 있는 쿠키를 선택하세요. 필수 쿠키는 사이트가 작동하는 데 꼭 필요해서 항상 켜져 있어요.',
    save: '환경설정 저장',
    acceptAll: '모두 허용',
    necessaryOnly: '필수만 허용',
    close: '닫기',
    alwaysOn: '항상 켜짐',
    note: '이 설정은 언제든지 <privacy>개인정보 처리방침</privacy> 페이지에서 바꿀 수 있어요.',
  },
  categories: {
    necessary: { label: '필수', description: '로그인, 보안, 언어와 테마 설정이에요. Haven이 작동하는 데 필요해요.' },
    functional: { label: '기능', description: '최근 검색 같은 편의 기능을 기억해서 더 매끄럽게 이용할 수 있어요.' },
    analytics: { label: '분석', description: 'Haven 개선에 도움이 되는 익명 방문 수 집계예요. IP 주소도 프로필도 남기지 않아요.' },
    marketing: { label: '마케팅', description: '캠페인 효과를 측정하고 다른 곳에서도 Haven 소식을 보여 드리는 데 쓰여요.' },
  },
  reset: {
    title: '내 쿠키 선택',
    none: '아직 선택하지 않았어요. 쿠키 배너에서 물어볼게요.',
    savedOn: '{{date}}에 저장됨',
    on: '켜짐',
    off: '꺼짐',
    resetButton: '쿠키 환경설정 초기화',
    openButton: '쿠키 환경설정 열기',
    resetDone: '쿠키 환경설정을 초기화했어요. 배너에서 다시 물어볼게요.',
  },
}

export default consent
