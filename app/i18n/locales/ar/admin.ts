import type { PartialResources } from '../../resources'

/** Arabic texts of the `admin` namespace: the back office. */
const admin: PartialResources['admin'] = {
  dashboard: {
    title: 'لوحة الإدارة',
    intro: 'ما ينتظر الإشراف، وكيف ينمو المجتمع.',
    signedInAs: 'تم تسجيل الدخول باسم {{name}} ({{roles}})',
    roles: { admin: 'الإدارة', moderator: 'الإشراف' },
    queue: 'بانتظار المراجعة',
    community: 'المجتمع',
    content: 'المحتوى',
    security: 'الأمان',
    counts: {
      openReports: 'بلاغات مفتوحة',
      pendingVenues: 'مساحات مقترحة',
      pendingPhotos: 'صور بانتظار المراجعة',
      members: 'أعضاء نشطون',
      newMembers: 'أعضاء جدد هذا الأسبوع',
      crews: 'الشِّلل',
      posts: 'منشورات الموجز',
      venues: 'مساحات منشورة',
      upcomingEvents: 'فعاليات قادمة',
      activeListings: 'إعلانات نشطة',
      failedSignIns: 'محاولات دخول فاشلة (24 ساعة)',
    },
    note: 'شاشات المراجعة تأتي مع أدوات الإشراف؛ أما هذه الأرقام فمحدّثة لحظيًا.',
  },
}

export default admin
