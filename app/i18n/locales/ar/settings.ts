import type { PartialResources } from '../../resources'

// Arabic has more plural forms than English (cityResults_*): the object is cast, since
// the English type only knows _one and _other.
const settings = {
  "title": "My Vibe",
  "metaTitle": "My Vibe — الإعدادات",
  "intro": "ملفك، خصوصيتك، قواعدك. كل ما هنا يخصّك وحدك.",
  "nav": {
    "label": "أقسام الإعدادات",
    "profile": "الملف الشخصي",
    "photos": "الصور والصورة الرمزية",
    "privacy": "الخصوصية",
    "notifications": "الإشعارات",
    "security": "الأمان",
    "blocked": "الأعضاء المحظورون",
    "danger": "حذف الحساب"
  },
  "save": "حفظ التغييرات",
  "saving": "جارٍ الحفظ…",
  "errorSummary": "يُرجى مراجعة الحقول المميّزة.",
  "profile": {
    "title": "الملف الشخصي",
    "description": "كيف يراك الأعضاء الآخرون.",
    "displayName": "الاسم الظاهر",
    "displayNameHint": "حتى {{max}} حرفًا. استخدم أي اسم تحبه، لا يلزم أن يكون اسمك الرسمي.",
    "pronouns": "الضمائر",
    "pronounsHint": "اختر اقتراحًا أو اكتب ضمائرك.",
    "bio": "نبذة",
    "bioHint": "بضع كلمات عنك (حتى {{max}} حرفًا).",
    "interests": "الاهتمامات",
    "lookingFor": "أبحث عن",
    "userMode": "ما الذي أتى بك إلى هنا",
    "userModeHint": "يغيّر ما يبرزه Haven لك. يمكنك التبديل في أي وقت.",
    "city": "المدينة",
    "cityHint": "اكتب حرفين على الأقل واختر مدينتك من القائمة. نحفظ المدينة فقط، ولا نحفظ موقعك أبدًا.",
    "cityPlaceholder": "مثلًا: بيروت",
    "cityNone": "لا توجد مدينة مطابقة",
    "citySearching": "جارٍ البحث…",
    "cityResults_zero": "لم نجد أي مدينة",
    "cityResults_one": "وجدنا مدينة واحدة",
    "cityResults_two": "وجدنا مدينتين",
    "cityResults_few": "وجدنا {{count}} مدن",
    "cityResults_many": "وجدنا {{count}} مدينة",
    "cityResults_other": "وجدنا {{count}} مدينة",
    "cityClear": "إزالة المدينة",
    "showCity": "إظهار مدينتي في ملفي",
    "showCityHint": "عند الإيقاف، تُستخدم مدينتك فقط لاقتراح فعاليات وأماكن لك."
  },
  "photos": {
    "title": "الصور والصورة الرمزية",
    "description": "JPEG أو PNG أو WebP أو GIF حتى 5 ميغابايت. نزيل البيانات المخفية، مثل مكان التقاط الصورة، قبل أن يراها أحد.",
    "current": "صورتك الرمزية",
    "upload": "رفع صورة",
    "uploadButton": "رفع الصورة الرمزية",
    "removeAvatar": "إزالة الصورة",
    "chooseFile": "ملف الصورة",
    "builder": "أو صمّم صورة رمزية",
    "builderHint": "حفظ صورة رمزية مصمَّمة يستبدل الصورة التي رفعتها.",
    "color": "لون الخلفية",
    "shape": "الشكل",
    "kind": "العرض",
    "kinds": {
      "initials": "الأحرف الأولى",
      "emoji": "رمز تعبيري"
    },
    "initials": "الأحرف الأولى (من 1 إلى 3)",
    "emoji": "رمز تعبيري",
    "shapes": {
      "circle": "دائرة",
      "rounded": "مستدير الحواف",
      "square": "مربع"
    },
    "colors": {
      "violet": "بنفسجي",
      "fuchsia": "فوشيا",
      "rose": "وردي",
      "amber": "كهرماني",
      "emerald": "زمردي",
      "sky": "سماوي",
      "indigo": "نيلي",
      "slate": "رمادي أردوازي"
    },
    "saveBuilder": "حفظ الصورة الرمزية المصمَّمة",
    "gallery": "صور الملف الشخصي",
    "galleryHint": "حتى {{max}} صور، تظهر بهذا الترتيب في ملفك.",
    "galleryEmpty": "لا توجد صور بعد.",
    "addPhoto": "إضافة صورة",
    "photoAlt": "صورة الملف {{n}}",
    "moveUp": "تقديم الصورة {{n}}",
    "moveDown": "تأخير الصورة {{n}}",
    "remove": "إزالة الصورة {{n}}"
  },
  "privacy": {
    "title": "الخصوصية",
    "description": "قرّر من يمكنه العثور عليك وماذا يرى.",
    "visibility": "من يمكنه رؤية ملفي",
    "visibilities": {
      "everyone": {
        "label": "الجميع",
        "description": "أي شخص، حتى من دون حساب"
      },
      "members": {
        "label": "الأعضاء",
        "description": "أعضاء Haven المسجّلون دخولهم"
      },
      "friends": {
        "label": "الأصدقاء",
        "description": "الأشخاص في Squad الخاص بك فقط"
      },
      "nobody": {
        "label": "لا أحد",
        "description": "أنت فقط"
      }
    },
    "hiddenFromDirectory": "إخفائي من دليل الأعضاء",
    "hiddenFromSearch": "إخفائي من نتائج البحث",
    "showOnlineStatus": "إظهار وجودي متصلًا",
    "checkInsPrivate": "إبقاء تسجيلات حضوري خاصة"
  },
  "notifications": {
    "title": "الإشعارات",
    "description": "اختر ما تريد أن تعرف عنه وأين.",
    "type": "الإشعار",
    "channels": {
      "inApp": "داخل التطبيق",
      "email": "بالبريد الإلكتروني"
    },
    "types": {
      "new_message": "رسالة جديدة",
      "new_follower": "متابِع جديد",
      "event_invite": "دعوة إلى فعالية",
      "group_invite": "دعوة إلى مجموعة",
      "mention": "إشارة",
      "post_liked": "إعجاب بمنشور",
      "post_comment": "تعليق على منشور"
    },
    "toggle": "{{type}}: {{channel}}"
  },
  "security": {
    "title": "الأمان",
    "description": "أين سجّلت دخولك، وكلمة المرور، ومفاتيح المرور.",
    "sessions": "الجلسات النشطة",
    "sessionsHint": "كل متصفح أو تطبيق سجّلت فيه الدخول.",
    "thisDevice": "هذا الجهاز",
    "sessionApp": "تطبيق",
    "unknownDevice": "جهاز غير معروف",
    "deviceOn": "{{browser}} على {{os}}",
    "lastActive": "آخر نشاط {{date}}",
    "signedIn": "تسجيل الدخول {{date}}",
    "endSession": "إنهاء هذه الجلسة",
    "signOutOthers": "تسجيل الخروج من الأجهزة الأخرى",
    "signOutEverywhere": "تسجيل الخروج من كل مكان",
    "password": "تغيير كلمة المرور",
    "setPassword": "تعيين كلمة مرور",
    "currentPassword": "كلمة المرور الحالية",
    "newPassword": "كلمة المرور الجديدة",
    "newPasswordHint": "10 أحرف على الأقل. عبارة من بضع كلمات غير مترابطة خيار جيد.",
    "confirmPassword": "أعد كتابة كلمة المرور الجديدة",
    "changePassword": "تغيير كلمة المرور",
    "passwordNote": "تغيير كلمة المرور يسجّل خروجك من أجهزتك الأخرى.",
    "email": "البريد الإلكتروني",
    "emailCurrent": "تسجّل الدخول باستخدام {{email}}. لا يراه الأعضاء الآخرون أبدًا.",
    "emailNone": "لا يوجد بريد إلكتروني لحسابك بعد.",
    "newEmail": "البريد الإلكتروني الجديد",
    "changeEmail": "تغيير البريد الإلكتروني",
    "emailNote": "نرسل رابطًا إلى العنوان الجديد، ويتم التغيير عند فتحه.",
    "passkeys": "مفاتيح المرور",
    "panicTitle": "هل أنت في خطر الآن؟",
    "panicBody": "الخروج الطارئ ينهي كل الجلسات على كل الأجهزة دفعة واحدة وينقلك إلى موقع محايد.",
    "quickExitBody": "الخروج السريع (أو Shift+Esc في أي صفحة) يغادر Haven فورًا إلى بحث عن الطقس، من دون أن تبقى هذه الصفحة في زر الرجوع."
  },
  "safety": {
    "panic": {
      "label": "خروج طارئ",
      "hint": "تسجيل الخروج من كل الأجهزة والانتقال إلى موقع محايد"
    }
  },
  "blocked": {
    "title": "الأعضاء المحظورون",
    "description": "لا يستطيع الأعضاء المحظورون رؤية ملفك أو مراسلتك.",
    "empty": "لم تحظر أحدًا.",
    "unblock": "إلغاء الحظر",
    "unblockLabel": "إلغاء حظر {{name}}",
    "since": "محظور منذ {{date}}",
    "unknown": "مستخدم غير معروف"
  },
  "danger": {
    "title": "حذف الحساب",
    "description": "سيُحذف حسابك وبياناتك نهائيًا: الملف الشخصي والصور والمنشورات والرسائل وتسجيلات الحضور وكل شيء آخر. لا يمكن التراجع عن ذلك.",
    "confirm": "اكتب DELETE (أو بريدك الإلكتروني) للتأكيد",
    "confirmWord": "DELETE",
    "password": "كلمة المرور الحالية",
    "submit": "حذف حسابي نهائيًا"
  },
  "toasts": {
    "emailChangeSent": "تحقّق من بريدك الجديد",
    "emailChangeSentBody": "افتح الرابط الذي أرسلناه إلى {{email}} لتأكيد التغيير.",
    "profileSaved": "تم حفظ الملف الشخصي",
    "avatarSaved": "تم تحديث الصورة الرمزية",
    "avatarRemoved": "تمت إزالة الصورة",
    "photoAdded": "تمت إضافة الصورة",
    "photoRemoved": "تمت إزالة الصورة",
    "photoMoved": "تم حفظ ترتيب الصور",
    "privacySaved": "تم حفظ إعدادات الخصوصية",
    "notificationsSaved": "تم حفظ تفضيلات الإشعارات",
    "sessionEnded": "تم إنهاء الجلسة",
    "othersEnded": "تم تسجيل خروجك من أجهزتك الأخرى.",
    "everywhereEnded": "تم تسجيل خروجك من كل الأجهزة.",
    "passwordChanged": "تم تغيير كلمة المرور",
    "passwordChangedBody": "تم تسجيل الخروج من أجهزتك الأخرى.",
    "blocked": "تم حظر العضو",
    "unblocked": "تم إلغاء حظر العضو",
    "accountDeleted": "تم حذف حسابك",
    "accountDeletedBody": "اعتنِ بنفسك. أنت مرحَّب بك دائمًا."
  },
  "errors": {
    "invalidEmail": "أدخل بريدًا إلكترونيًا صالحًا.",
    "sameEmail": "هذا هو بريدك الإلكتروني بالفعل.",
    "unexpected": "حدث خطأ",
    "invalidForm": "تعذّرت قراءة هذا النموذج. أعد تحميل الصفحة وحاول مرة أخرى.",
    "crossSite": "هذا الطلب لم يأتِ من Haven.",
    "displayNameRequired": "أدخل اسمًا ظاهرًا.",
    "displayNameTooLong": "استخدم {{max}} حرفًا على الأكثر.",
    "pronounsTooLong": "استخدم {{max}} حرفًا على الأكثر.",
    "bioTooLong": "استخدم {{max}} حرفًا على الأكثر.",
    "invalidChoice": "اختر من القائمة.",
    "userModeRequired": "اختر ما الذي أتى بك إلى هنا.",
    "cityNotFound": "لم نعثر على هذه المدينة. اكتب اسمها واخترها من القائمة.",
    "visibilityRequired": "اختر من يمكنه رؤية ملفك.",
    "fileRequired": "اختر ملف صورة.",
    "fileType": "هذا الملف ليس صورة JPEG أو PNG أو WebP أو GIF.",
    "fileTooLarge": "حجم هذا الملف أكبر من 5 ميغابايت.",
    "photoLimit": "يمكنك إضافة {{max}} صور كحد أقصى. أزل واحدة أولًا.",
    "photoNotFound": "هذه الصورة غير موجودة (بعد الآن).",
    "avatarColor": "اختر لونًا.",
    "avatarShape": "اختر شكلًا.",
    "avatarKind": "اختر الأحرف الأولى أو رمزًا تعبيريًا.",
    "initialsInvalid": "استخدم من 1 إلى 3 أحرف أو أرقام.",
    "emojiInvalid": "اختر أحد الرموز التعبيرية.",
    "sessionNotFound": "انتهت هذه الجلسة بالفعل.",
    "currentPasswordWrong": "كلمة المرور الحالية غير صحيحة.",
    "currentPasswordRequired": "أدخل كلمة المرور الحالية.",
    "passwordMismatch": "كلمتا المرور الجديدتان غير متطابقتين.",
    "passwordWeak": "اختر كلمة مرور أقوى.",
    "tooManyAttempts": "محاولات كثيرة جدًا. حاول مجددًا بعد بضع دقائق.",
    "confirmMismatch": "اكتب DELETE أو بريدك الإلكتروني بدقة.",
    "memberNotFound": "هذا العضو غير موجود.",
    "blockSelf": "لا يمكنك حظر نفسك.",
    "notBlocked": "هذا العضو غير محظور."
  }
} as PartialResources['settings']

export default settings
