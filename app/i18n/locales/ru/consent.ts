import type { PartialResources } from '../../resources'

/** Russian texts of the `consent` namespace: cookie banner, preferences, reset. */
const consent: PartialResources['consent'] = {
  banner: {
    region: 'Согласие на cookie',
    title: 'Настройки cookie',
    body: 'Haven использует необходимые cookie для безопасности и входа в аккаунт. С твоего согласия мы также запомним твои настройки и будем анонимно считать посещения.',
    acceptAll: 'Принять все',
    necessaryOnly: 'Только необходимые',
    customize: 'Настроить',
  },
  dialog: {
    title: 'Предпочтения cookie',
    description: 'Выбери, какие cookie может использовать Haven. Необходимые cookie включены всегда — без них сайт не работает.',
    save: 'Сохранить настройки',
    acceptAll: 'Принять все',
    necessaryOnly: 'Только необходимые',
    close: 'Закрыть',
    alwaysOn: 'Всегда включены',
    note: 'Эти настройки можно изменить в любой момент на странице <privacy>Политика конфиденциальности</privacy>.',
  },
  categories: {
    necessary: { label: 'Необходимые', description: 'Вход, безопасность, язык и тема. Без них Haven не работает.' },
    functional: {
      label: 'Функциональные',
      description: 'Запоминают удобные мелочи, например недавние поиски, чтобы всё работало плавнее.',
    },
    analytics: {
      label: 'Аналитика',
      description: 'Анонимный подсчёт посещений, который помогает нам улучшать Haven. Без IP-адресов и профилей.',
    },
    marketing: { label: 'Маркетинг', description: 'Помогают оценивать наши кампании и показывать тебе новости Haven на других сайтах.' },
  },
  reset: {
    title: 'Твой выбор cookie',
    none: 'Выбор ещё не сделан. Баннер cookie спросит тебя.',
    savedOn: 'Сохранено {{date}}',
    on: 'Вкл.',
    off: 'Выкл.',
    resetButton: 'Сбросить настройки cookie',
    openButton: 'Открыть настройки cookie',
    resetDone: 'Настройки cookie сброшены. Баннер спросит тебя снова.',
  },
}

export default consent
