import type { PartialResources } from '../../resources'

/** Japanese texts of the `admin` namespace: the back office. */
const admin: PartialResources['admin'] = {
  dashboard: {
    title: '管理ダッシュボード',
    intro: 'モデレーションを待っている項目と、コミュニティの成長状況です。',
    signedInAs: '{{name}}（{{roles}}）としてログイン中',
    roles: { admin: '管理者', moderator: 'モデレーター' },
    queue: '確認待ち',
    community: 'コミュニティ',
    content: 'コンテンツ',
    security: 'セキュリティ',
    counts: {
      openReports: '未対応の通報',
      pendingVenues: 'スポットの提案',
      pendingPhotos: '確認待ちの写真',
      members: 'アクティブなメンバー',
      newMembers: '今週の新メンバー',
      crews: 'サークル',
      posts: 'フィードの投稿',
      venues: '公開中のスポット',
      upcomingEvents: '今後のイベント',
      activeListings: '掲載中の出品',
      failedSignIns: 'ログイン失敗（24時間）',
    },
    note: '確認画面はモデレーション機能とあわせて追加されます。これらの数値はリアルタイムです。',
  },
}

export default admin
