import type { PartialResources } from '../../resources'

/** Korean texts of the `admin` namespace: the back office. */
const admin: PartialResources['admin'] = {
  dashboard: {
    title: '관리자 대시보드',
    intro: '모더레이션을 기다리는 항목과 커뮤니티의 성장 현황이에요.',
    signedInAs: '{{name}} 계정으로 로그인됨({{roles}})',
    roles: { admin: '관리자', moderator: '모더레이터' },
    queue: '검토 대기',
    community: '커뮤니티',
    content: '콘텐츠',
    security: '보안',
    counts: {
      openReports: '미처리 신고',
      pendingVenues: '공간 제안',
      pendingPhotos: '검토할 사진',
      members: '활동 중인 회원',
      newMembers: '이번 주 신규 회원',
      crews: '크루',
      posts: '피드 게시물',
      venues: '게시된 공간',
      upcomingEvents: '예정된 이벤트',
      activeListings: '게시 중인 마켓 글',
      failedSignIns: '로그인 실패(24시간)',
    },
    note: '검토 화면은 모더레이션 기능과 함께 추가될 예정이에요. 이 숫자는 실시간이에요.',
  },
}

export default admin
