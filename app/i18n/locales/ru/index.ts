import type { PartialResources } from '../../resources'
import shell from './shell'
import consent from './consent'
import a11y from './a11y'

/** Russian: the complete interface text, informal "ты", gender-neutral wording. */
const ru: PartialResources = {
  common: {
    appTagline: 'Твой гид по безопасным местам, событиям и сообществу',
    loading: 'Загрузка…',
    skipToContent: 'Перейти к содержимому',
    notFoundTitle: 'Страница не найдена',
    notFoundBody: 'Не удалось найти эту страницу. Возможно, она переехала или в ссылке опечатка.',
    backHome: 'Вернуться на главную',
    errorTitle: 'Что-то пошло не так',
    errorRetry: 'Попробовать ещё раз',
  },
  home: {
    metaDescription:
      'Haven — гид по сообществу и открытиям для ЛГБТК+ людей: безопасные места, события, тусовки, ресурсы и путешествия на 11 языках.',
    heroTitle: 'Найди своих людей в любой точке мира',
    heroBody:
      'Безопасные места, события, тусовки и ресурсы для ЛГБТК+ людей в {{cities}} городах {{countries}} стран.',
    explore: 'Открой квир-сцену',
    stats: 'Haven в цифрах',
    statVenues: 'безопасных мест',
    statEvents: 'предстоящих событий',
    statGroups: 'тусовок',
    statCities: 'городов',
    sections: {
      venues: 'Пространства',
      venuesBody: 'Бары, кафе, клиники и комьюнити-центры с отметками о безопасности, которым можно доверять.',
      events: 'События',
      eventsBody: 'Прайды, вечеринки, лекции и встречи рядом с тобой.',
      places: 'Места',
      placesBody: 'Все страны и города — с правовой ситуацией для ЛГБТК+ людей.',
      groups: 'Тусовки',
      groupsBody: 'Группы по любым интересам — открытые и закрытые.',
      resources: 'Ресурсы',
      resourcesBody: 'Горячие линии, здоровье, юридическая помощь и дружественные специалисты.',
      marketplace: 'Маркет',
      marketplaceBody: 'Товары от сообщества — для сообщества.',
    },
  },
  errors: {
    invalidInput: 'Проверь, пожалуйста, некоторые поля.',
    unreadableBody: 'Не удалось прочитать запрос.',
    invalidEmail: 'Введи действительный адрес электронной почты.',
    invalidLink: 'Ссылка недействительна или устарела.',
    notFound: 'Не найдено.',
    authRequired: 'Войди, чтобы продолжить.',
    forbidden: 'У тебя нет прав на это действие.',
    unexpected: 'Что-то пошло не так. Попробуй позже.',
    payloadTooLarge: 'Этот запрос слишком большой.',
    guard: {
      authRequiredTitle: 'Требуется вход',
      authRequiredBody: 'Войдите, чтобы открыть этот раздел.',
      accessDeniedTitle: 'Доступ запрещён',
      accessDeniedBody: 'Для этого раздела нужны права {{role}}.',
    },
    noUser: 'Пользователь не найден',
    generic: 'Произошла ошибка',
  },
  shell, consent, a11y,
}

export default ru
