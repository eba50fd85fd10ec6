import type { PartialResources } from '../../resources'

/** Korean texts of the `content` namespace: the wiki's pages (/content/{slug}). */
const content: PartialResources['content'] = {
  wiki: '위키',
  home: '홈',
  breadcrumb: '이동 경로',
  toc: '이 페이지의 내용',
  updated: '최종 업데이트: {{date}}',
  metaDescription: '{{title}}: Haven 위키의 페이지입니다.',
  fallback: '이 페이지는 아직 {{language}}(으)로 제공되지 않아 {{original}}(으)로 표시됩니다.',
  draftTitle: '초안',
  draftBody: '게시되기 전까지는 운영진만 이 페이지를 볼 수 있습니다.',
  index: {
    title: 'Haven 위키',
    intro: 'Haven 팀의 가이드와 정보: 커뮤니티 가이드라인, 안전 팁, 이용 방법.',
    metaTitle: '위키 — Haven',
  },
}

export default content
