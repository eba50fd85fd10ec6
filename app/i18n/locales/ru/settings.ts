import type { PartialResources } from '../../resources'

// Russian has more plural forms than English (cityResults_*): the object is cast, since
// the English type only knows _one and _other.
const settings = {
  "title": "My Vibe",
  "metaTitle": "My Vibe — настройки",
  "intro": "Твой профиль, твоя приватность, твои правила. Всё здесь касается только тебя.",
  "nav": {
    "label": "Разделы настроек",
    "profile": "Профиль",
    "photos": "Фото и аватар",
    "privacy": "Приватность",
    "notifications": "Уведомления",
    "security": "Безопасность",
    "blocked": "Заблокированные",
    "danger": "Удалить аккаунт"
  },
  "save": "Сохранить",
  "saving": "Сохраняем…",
  "errorSummary": "Проверь отмеченные поля.",
  "profile": {
    "title": "Профиль",
    "description": "Каким тебя видят другие участники.",
    "displayName": "Отображаемое имя",
    "displayNameHint": "До {{max}} символов. Любое имя на твой выбор, не обязательно паспортное.",
    "pronouns": "Местоимения",
    "pronounsHint": "Выбери вариант или напиши свои.",
    "bio": "О себе",
    "bioHint": "Пара слов о тебе (до {{max}} символов).",
    "interests": "Интересы",
    "lookingFor": "Ищу",
    "userMode": "Что привело тебя сюда",
    "userModeHint": "Влияет на то, что Haven показывает тебе в первую очередь. Можно поменять в любой момент.",
    "city": "Город",
    "cityHint": "Введи хотя бы 2 буквы и выбери город из списка. Мы храним только город, никогда не твоё местоположение.",
    "cityPlaceholder": "например, Москва",
    "cityNone": "Подходящих городов нет",
    "citySearching": "Ищем…",
    "cityResults_one": "Найден {{count}} город",
    "cityResults_few": "Найдено {{count}} города",
    "cityResults_many": "Найдено {{count}} городов",
    "cityResults_other": "Найдено {{count}} города",
    "cityClear": "Убрать город",
    "showCity": "Показывать мой город в профиле",
    "showCityHint": "Если выключено, город нужен только для подбора событий и мест."
  },
  "photos": {
    "title": "Фото и аватар",
    "description": "JPEG, PNG, WebP или GIF до 5 МБ. Мы удаляем скрытые данные, например место съёмки, прежде чем кто-то увидит снимок.",
    "current": "Твой аватар",
    "upload": "Загрузить изображение",
    "uploadButton": "Загрузить аватар",
    "removeAvatar": "Удалить изображение",
    "chooseFile": "Файл изображения",
    "builder": "Или собери аватар",
    "builderHint": "Сохранённый собранный аватар заменит загруженное изображение.",
    "color": "Цвет фона",
    "shape": "Форма",
    "kind": "Показывать",
    "kinds": {
      "initials": "Инициалы",
      "emoji": "Эмодзи"
    },
    "initials": "Инициалы (от 1 до 3 символов)",
    "emoji": "Эмодзи",
    "shapes": {
      "circle": "Круг",
      "rounded": "Скруглённый",
      "square": "Квадрат"
    },
    "colors": {
      "violet": "Фиолетовый",
      "fuchsia": "Фуксия",
      "rose": "Розовый",
      "amber": "Янтарный",
      "emerald": "Изумрудный",
      "sky": "Небесный",
      "indigo": "Индиго",
      "slate": "Графитовый"
    },
    "saveBuilder": "Сохранить собранный аватар",
    "gallery": "Фото профиля",
    "galleryHint": "До {{max}} фото, в профиле они идут в этом порядке.",
    "galleryEmpty": "Пока нет фото.",
    "addPhoto": "Добавить фото",
    "photoAlt": "Фото профиля {{n}}",
    "moveUp": "Переместить фото {{n}} раньше",
    "moveDown": "Переместить фото {{n}} позже",
    "remove": "Удалить фото {{n}}"
  },
  "privacy": {
    "title": "Приватность",
    "description": "Реши, кто может тебя найти и что увидит.",
    "visibility": "Кто видит мой профиль",
    "visibilities": {
      "everyone": {
        "label": "Все",
        "description": "Любой человек, даже без аккаунта"
      },
      "members": {
        "label": "Участники",
        "description": "Вошедшие участники Haven"
      },
      "friends": {
        "label": "Друзья",
        "description": "Только люди из твоего Squad"
      },
      "nobody": {
        "label": "Никто",
        "description": "Только ты"
      }
    },
    "hiddenFromDirectory": "Скрыть меня из каталога участников",
    "hiddenFromSearch": "Скрыть меня из результатов поиска",
    "showOnlineStatus": "Показывать, когда я в сети",
    "checkInsPrivate": "Скрывать мои отметки (чек-ины)"
  },
  "notifications": {
    "title": "Уведомления",
    "description": "Выбери, о чём и где тебе сообщать.",
    "type": "Уведомление",
    "channels": {
      "inApp": "В приложении",
      "email": "По почте"
    },
    "types": {
      "new_message": "Новое сообщение",
      "new_follower": "Новый подписчик",
      "event_invite": "Приглашение на событие",
      "group_invite": "Приглашение в группу",
      "mention": "Упоминание",
      "post_liked": "Лайк публикации",
      "post_comment": "Комментарий к публикации"
    },
    "toggle": "{{type}}: {{channel}}"
  },
  "security": {
    "title": "Безопасность",
    "description": "Где выполнен вход, твой пароль и ключи доступа.",
    "sessions": "Активные сеансы",
    "sessionsHint": "Каждый браузер или приложение, где выполнен вход.",
    "thisDevice": "Это устройство",
    "sessionApp": "Приложение",
    "unknownDevice": "Неизвестное устройство",
    "deviceOn": "{{browser}} на {{os}}",
    "lastActive": "Был активен {{date}}",
    "signedIn": "Вход {{date}}",
    "endSession": "Завершить этот сеанс",
    "signOutOthers": "Выйти на других устройствах",
    "signOutEverywhere": "Выйти везде",
    "password": "Сменить пароль",
    "setPassword": "Задать пароль",
    "currentPassword": "Текущий пароль",
    "newPassword": "Новый пароль",
    "newPasswordHint": "Не меньше 10 символов. Хорошо работает фраза из нескольких несвязанных слов.",
    "confirmPassword": "Повтори новый пароль",
    "changePassword": "Сменить пароль",
    "passwordNote": "После смены пароля другие устройства будут отключены.",
    "email": "Электронная почта",
    "emailCurrent": "Ты входишь с адресом {{email}}. Другие участники его не видят.",
    "emailNone": "У твоего аккаунта пока нет адреса электронной почты.",
    "newEmail": "Новый адрес электронной почты",
    "changeEmail": "Сменить адрес",
    "emailNote": "Мы отправим ссылку на новый адрес; смена произойдёт, когда ты её откроешь.",
    "passkeys": "Ключи доступа",
    "panicTitle": "Тебе сейчас угрожает опасность?",
    "panicBody": "Экстренный выход сразу завершает все сеансы на всех устройствах и открывает нейтральный сайт.",
    "quickExitBody": "Быстрый выход (или Shift+Esc на любой странице) мгновенно уводит с Haven на поиск погоды, и этой страницы не будет в кнопке «Назад»."
  },
  "safety": {
    "panic": {
      "label": "Экстренный выход",
      "hint": "Выйти на всех устройствах и перейти на нейтральный сайт"
    }
  },
  "blocked": {
    "title": "Заблокированные",
    "description": "Заблокированные участники не видят твой профиль и не могут тебе писать.",
    "empty": "Ты никого не блокировал(а).",
    "unblock": "Разблокировать",
    "unblockLabel": "Разблокировать {{name}}",
    "since": "Заблокирован(а) {{date}}",
    "unknown": "Неизвестный пользователь"
  },
  "danger": {
    "title": "Удалить аккаунт",
    "description": "Аккаунт и все данные будут удалены навсегда: профиль, фото, публикации, сообщения, отметки и всё остальное. Отменить это нельзя.",
    "confirm": "Введи DELETE (или свой e-mail) для подтверждения",
    "confirmWord": "DELETE",
    "password": "Текущий пароль",
    "submit": "Удалить аккаунт навсегда"
  },
  "toasts": {
    "emailChangeSent": "Проверь новый почтовый ящик",
    "emailChangeSentBody": "Открой ссылку, которую мы отправили на {{email}}, чтобы подтвердить смену.",
    "profileSaved": "Профиль сохранён",
    "avatarSaved": "Аватар обновлён",
    "avatarRemoved": "Изображение удалено",
    "photoAdded": "Фото добавлено",
    "photoRemoved": "Фото удалено",
    "photoMoved": "Порядок фото сохранён",
    "privacySaved": "Настройки приватности сохранены",
    "notificationsSaved": "Настройки уведомлений сохранены",
    "sessionEnded": "Сеанс завершён",
    "othersEnded": "Ты вышел(вышла) на других устройствах.",
    "everywhereEnded": "Ты вышел(вышла) на всех устройствах.",
    "passwordChanged": "Пароль изменён",
    "passwordChangedBody": "На других устройствах выполнен выход.",
    "blocked": "Участник заблокирован",
    "unblocked": "Участник разблокирован",
    "accountDeleted": "Твой аккаунт удалён",
    "accountDeletedBody": "Береги себя. Мы всегда будем рады тебя видеть."
  },
  "errors": {
    "invalidEmail": "Введи корректный адрес электронной почты.",
    "sameEmail": "Это уже твой адрес электронной почты.",
    "unexpected": "Произошла ошибка",
    "invalidForm": "Не удалось прочитать форму. Обнови страницу и попробуй ещё раз.",
    "crossSite": "Этот запрос пришёл не с Haven.",
    "displayNameRequired": "Введи отображаемое имя.",
    "displayNameTooLong": "Не больше {{max}} символов.",
    "pronounsTooLong": "Не больше {{max}} символов.",
    "bioTooLong": "Не больше {{max}} символов.",
    "invalidChoice": "Выбери из списка.",
    "userModeRequired": "Выбери, что привело тебя сюда.",
    "cityNotFound": "Мы не нашли такой город. Введи название и выбери его из списка.",
    "visibilityRequired": "Выбери, кто видит твой профиль.",
    "fileRequired": "Выбери файл изображения.",
    "fileType": "Этот файл не является изображением JPEG, PNG, WebP или GIF.",
    "fileTooLarge": "Файл больше 5 МБ.",
    "photoLimit": "Можно добавить до {{max}} фото. Сначала удали одно.",
    "photoNotFound": "Этого фото нет (больше нет).",
    "avatarColor": "Выбери цвет.",
    "avatarShape": "Выбери форму.",
    "avatarKind": "Выбери инициалы или эмодзи.",
    "initialsInvalid": "Используй от 1 до 3 букв или цифр.",
    "emojiInvalid": "Выбери один из эмодзи.",
    "sessionNotFound": "Этот сеанс уже завершён.",
    "currentPasswordWrong": "Текущий пароль неверный.",
    "currentPasswordRequired": "Введи текущий пароль.",
    "passwordMismatch": "Новые пароли не совпадают.",
    "passwordWeak": "Выбери пароль понадёжнее.",
    "tooManyAttempts": "Слишком много попыток. Попробуй через несколько минут.",
    "confirmMismatch": "Введи DELETE или точно свой e-mail.",
    "memberNotFound": "Такого участника нет.",
    "blockSelf": "Нельзя заблокировать себя.",
    "notBlocked": "Этот участник не заблокирован."
  }
} as PartialResources['settings']

export default settings
