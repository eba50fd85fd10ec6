import type { PartialResources } from '../../resources'

/** Korean texts of the `a11y` namespace: settings, hub and offline page (the statement stays in English). */
const a11y: PartialResources['a11y'] = {
  meta: {
    title: '접근성',
    description: 'Haven 접근성: 글자 크기, 대비, 움직임, 포커스, 스크린 리더 설정.',
  },
  hub: {
    eyebrow: '접근',
    title: '접근성',
    intro: 'Haven은 커뮤니티의 모든 사람이 쓸 수 있어야 해요. 이 기기에서 사이트의 모양과 동작을 조정하세요.',
    settingsLink: '화면 설정',
    statementLink: '접근성 정책',
  },
  settings: {
    title: '화면 설정',
    intro: '변경 사항은 모든 페이지에 바로 적용돼요. 이 브라우저에만 저장되며 저희에게 전송되지 않아요.',
    fontSize: {
      label: '글자 크기',
      description: '모든 글자와 간격을 작게 또는 크게 만들어요.',
      options: {
        small: '작게',
        medium: '보통',
        large: '크게',
        'x-large': '아주 크게',
      },
      default: '(기본값)',
    },
    highContrast: {
      label: '고대비',
      description: '글자와 테두리 색을 더 진하게 하고, 링크에 밑줄을 긋고, 반투명한 배경을 없애요.',
    },
    reduceMotion: {
      label: '움직임 줄이기',
      description: '애니메이션, 전환 효과, 움직이는 오로라 배경을 멈춰요.',
    },
    screenReaderOptimized: {
      label: '스크린 리더 최적화',
      description: '장식용 이미지를 숨기고, 글을 자르지 않고 모두 보여 주며, 간격을 넓혀요.',
    },
    focusIndicators: {
      label: '포커스 표시 강화',
      description: '키보드 포커스가 있는 요소 주위에 두껍고 대비가 높은 테두리를 그려요.',
    },
    needsJavaScript:
      '이 설정에는 JavaScript가 필요하지만 이 브라우저에서 꺼져 있어요. 브라우저 자체의 확대, 대비, 움직임 설정은 계속 적용돼요.',
    systemMotion: '기기에서 움직임 줄이기를 요청하므로 애니메이션이 이미 꺼져 있어요.',
    reset: '기본값으로 재설정',
    saved: '설정이 저장되었어요',
    resetDone: '설정이 기본값으로 재설정되었어요',
    preview: '미리 보기',
    previewText: '어디에 있든 나의 사람들을 찾아보세요. 이 글로 설정의 효과를 확인할 수 있어요.',
    previewLink: '예시 링크',
  },
  offline: {
    metaTitle: '오프라인',
    title: '오프라인 상태예요',
    body: 'Haven이 지금 인터넷에 연결할 수 없어요. 다시 온라인이 되면 요청한 페이지가 열려요.',
    tipsTitle: '이렇게 해 보세요',
    tips: {
      connection: 'Wi-Fi 또는 모바일 데이터 연결을 확인하세요.',
      airplane: '비행기 모드를 끄세요.',
      wait: '잠시 기다린 뒤 다시 시도하세요. 일부 네트워크는 잠깐 끊기기도 해요.',
    },
    retry: '다시 시도',
    home: '홈페이지로 이동',
  },
}

export default a11y
