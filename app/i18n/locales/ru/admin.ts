import type { PartialResources } from '../../resources'

/** Russian texts of the `admin` namespace: the back office. */
const admin: PartialResources['admin'] = {
  dashboard: {
    title: 'Панель администрирования',
    intro: 'Что ждёт модерации и как растёт сообщество.',
    signedInAs: 'Вход выполнен как {{name}} ({{roles}})',
    roles: { admin: 'администратор', moderator: 'модератор' },
    queue: 'Ждут проверки',
    community: 'Сообщество',
    content: 'Контент',
    security: 'Безопасность',
    counts: {
      openReports: 'Открытые жалобы',
      pendingVenues: 'Предложенные пространства',
      pendingPhotos: 'Фото на проверку',
      members: 'Активные профили',
      newMembers: 'Новые профили за неделю',
      crews: 'Тусовки',
      posts: 'Посты в ленте',
      venues: 'Опубликованные пространства',
      upcomingEvents: 'Предстоящие события',
      activeListings: 'Активные объявления',
      failedSignIns: 'Неудачные входы (24 ч)',
    },
    note: 'Экраны проверки появятся вместе с инструментами модерации; эти цифры обновляются в реальном времени.',
  },
}

export default admin
