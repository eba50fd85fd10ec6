import type { PartialResources } from '../../resources'

/** Chinese (Simplified) texts of the `admin` namespace: the back office. */
const admin: PartialResources['admin'] = {
  dashboard: {
    title: '管理后台',
    intro: '有哪些内容等待审核，以及社区的成长情况。',
    signedInAs: '当前登录：{{name}}（{{roles}}）',
    roles: { admin: '管理员', moderator: '审核员' },
    queue: '待审核',
    community: '社区',
    content: '内容',
    security: '安全',
    counts: {
      openReports: '未处理的举报',
      pendingVenues: '场所建议',
      pendingPhotos: '待审核照片',
      members: '活跃成员',
      newMembers: '本周新成员',
      crews: '圈子',
      posts: '动态帖子',
      venues: '已发布场所',
      upcomingEvents: '即将举行的活动',
      activeListings: '在架信息',
      failedSignIns: '登录失败（24 小时）',
    },
    note: '审核页面将随审核功能一同上线；这些数字为实时数据。',
  },
}

export default admin
