import type { PartialResources } from '../../resources'

/** Korean texts of the `report` namespace: the report dialog of every content type. */
const report: PartialResources['report'] = {
  button: '신고',
  signIn: '로그인하고 신고하기',
  title: {
    venue: '이 공간 신고',
    review: '이 리뷰 신고',
    photo: '이 사진 신고',
    user: '이 회원 신고',
    event: '이 이벤트 신고',
    post: '이 게시물 신고',
    comment: '이 댓글 신고',
    group: '이 크루 신고',
  },
  description: '무엇이 문제인지 운영진에게 알려 주세요. 신고는 비공개이며 누가 보냈는지 알리지 않아요.',
  reason: '사유',
  chooseReason: '사유 선택',
  details: '자세한 내용(선택)',
  detailsHint: '이해에 도움이 되는 내용을 최대 {{max}}자까지 적어 주세요.',
  submit: '신고 보내기',
  sending: '보내는 중…',
  cancel: '취소',
  close: '닫기',
  reasons: {
    spam: '스팸 또는 광고',
    harassment: '괴롭힘 또는 따돌림',
    hate_speech: '혐오 발언',
    violence: '폭력 또는 위협',
    sexual_content: '성적인 콘텐츠',
    impersonation: '사칭',
    scam: '사기',
    misinformation: '잘못되었거나 오해를 부르는 정보',
    self_harm: '자해 또는 자살',
    underage: '미성년자 관련',
    privacy: '개인 정보 노출',
    other: '기타',
  },
  sentTitle: '신고해 주셔서 감사해요',
  sentBody: '운영진이 곧 확인할 거예요.',
  failedTitle: '신고를 보내지 못했어요',
  errors: {
    reason: '목록에서 사유를 선택해 주세요.',
    details: '자세한 내용은 최대 {{max}}자까지 쓸 수 있어요.',
    target: '이 항목은 신고할 수 없어요.',
    notFound: '신고하려는 항목을 찾을 수 없어요. 삭제되었을 수 있어요.',
    self: '내 콘텐츠는 신고할 수 없어요.',
    duplicate: '이미 신고했어요. 운영진이 확인할 거예요.',
    tooMany: '짧은 시간에 신고를 너무 많이 보냈어요. 나중에 다시 시도해 주세요.',
  },
}

export default report
