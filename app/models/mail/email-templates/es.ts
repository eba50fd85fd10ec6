import type { EmailTemplateSet } from './types'

/** Spanish built-in emails (informal tú, like the app). */
export default {
  newsletter_confirm: {
    subject: 'Confirma tu suscripción al boletín de {{app}}',
    text: '¡Hola! Confirma que quieres recibir el boletín de {{app}} abriendo este enlace:\n{{confirmUrl}}\n\nSi no lo pediste, ignora este correo y no pasará nada.',
    html: '<p>¡Hola!</p><p>Confirma que quieres recibir el boletín de {{app}}:</p><p><a href="{{confirmUrl}}">Confirmar mi suscripción</a></p><p>Si no lo pediste, ignora este correo y no pasará nada.</p>',
  },
  verify_email: {
    subject: 'Verifica tu correo para {{app}}',
    text: '¡Te damos la bienvenida a {{app}}! Verifica tu dirección de correo con este enlace:\n{{verifyUrl}}\n\nEl enlace caduca en 24 horas.',
    html: '<p>¡Te damos la bienvenida a {{app}}!</p><p><a href="{{verifyUrl}}">Verificar mi dirección de correo</a></p><p>El enlace caduca en 24 horas.</p>',
  },
  password_recovery: {
    subject: 'Restablece tu contraseña de {{app}}',
    text: 'Alguien ha pedido restablecer la contraseña de tu cuenta de {{app}}. Si fuiste tú, abre:\n{{resetUrl}}\n\nEl enlace caduca en 1 hora. Si no fuiste tú, puedes ignorar este correo.',
    html: '<p>Alguien ha pedido restablecer la contraseña de tu cuenta de {{app}}.</p><p><a href="{{resetUrl}}">Elegir una contraseña nueva</a></p><p>El enlace caduca en 1 hora. Si no fuiste tú, puedes ignorar este correo.</p>',
  },
  account_exists: {
    subject: 'Tu cuenta de {{app}}',
    text: 'Alguien, quizá tú, ha intentado crear una cuenta de {{app}} con esta dirección de correo. Ya tienes una.\n\nInicia sesión: {{signInUrl}}\n¿Olvidaste tu contraseña? {{resetUrl}}\n\nSi no fuiste tú, puedes ignorar este correo.',
    html: '<p>Alguien, quizá tú, ha intentado crear una cuenta de {{app}} con esta dirección de correo. Ya tienes una.</p><p><a href="{{signInUrl}}">Iniciar sesión</a> · <a href="{{resetUrl}}">Restablecer mi contraseña</a></p><p>Si no fuiste tú, puedes ignorar este correo.</p>',
  },
  sign_in_link: {
    subject: 'Tu enlace para iniciar sesión en {{app}}',
    text: 'Ha habido muchos intentos de iniciar sesión en tu cuenta de {{app}}, así que el inicio de sesión con contraseña está en pausa durante un tiempo. Si fuiste tú, este enlace inicia tu sesión:\n{{signInUrl}}\n\nEl enlace funciona una vez y caduca en 1 hora. Si no fuiste tú, puede que alguien esté intentando adivinar tu contraseña: puedes ignorar este correo y plantearte elegir una contraseña más larga. Tu contraseña no ha cambiado.',
    html: '<p>Ha habido muchos intentos de iniciar sesión en tu cuenta de {{app}}, así que el inicio de sesión con contraseña está en pausa durante un tiempo. Si fuiste tú, este enlace inicia tu sesión:</p><p><a href="{{signInUrl}}">Iniciar sesión</a></p><p>El enlace funciona una vez y caduca en 1 hora. Si no fuiste tú, puede que alguien esté intentando adivinar tu contraseña: puedes ignorar este correo y plantearte elegir una contraseña más larga. Tu contraseña no ha cambiado.</p>',
  },
  contact_received: {
    subject: 'Hemos recibido tu mensaje',
    text: 'Gracias por escribir a {{app}}. Leemos todos los mensajes y respondemos en pocos días.\n\nTu mensaje:\n{{message}}',
    html: '<p>Gracias por escribir a {{app}}. Leemos todos los mensajes y respondemos en pocos días.</p><blockquote>{{message}}</blockquote>',
  },
  email_change: {
    subject: 'Confirma tu nuevo correo para {{app}}',
    text: 'Has pedido usar esta dirección para tu cuenta de {{app}}. Confírmala con este enlace:\n{{confirmUrl}}\n\nEl enlace caduca en 24 horas. Hasta entonces sigues iniciando sesión con tu dirección actual. Si no fuiste tú, puedes ignorar este correo.',
    html: '<p>Has pedido usar esta dirección para tu cuenta de {{app}}.</p><p><a href="{{confirmUrl}}">Confirmar mi nueva dirección de correo</a></p><p>El enlace caduca en 24 horas. Hasta entonces sigues iniciando sesión con tu dirección actual. Si no fuiste tú, puedes ignorar este correo.</p>',
  },
  email_changed: {
    subject: 'El correo de tu cuenta de {{app}} ha cambiado',
    text: 'La dirección de correo de tu cuenta de {{app}} acaba de cambiar y esta dirección ya no sirve para iniciar sesión. Si fuiste tú, todo está bien.\n\nSi no fuiste tú, avísanos enseguida: {{contactUrl}}',
    html: '<p>La dirección de correo de tu cuenta de {{app}} acaba de cambiar y esta dirección ya no sirve para iniciar sesión. Si fuiste tú, todo está bien.</p><p>Si no fuiste tú, avísanos enseguida: <a href="{{contactUrl}}">Contactar con el equipo de {{app}}</a></p>',
  },
  group_notification: {
    subject: '{{title}}',
    text: '{{title}}\n\n{{actionUrl}}\n\nRecibes este correo como miembro de {{group}}. No recibir más correos de este grupo: {{unsubscribeUrl}}',
    html: '<p>{{title}}</p><p><a href="{{actionUrl}}">Abrir en {{app}}</a></p><p>Recibes este correo como miembro de {{group}}. <a href="{{unsubscribeUrl}}">No recibir más correos de este grupo</a></p>',
  },
  // the daily digest of a member's crew notifications (decision 029)
  group_digest: {
    subject: 'Novedades en tus grupos de {{app}} ({{count}})',
    text: 'Lo que pasó en tus grupos ({{crews}}) desde tu último resumen:\n\n{{items}}\n\nVer tus notificaciones: {{notificationsUrl}}\n\nRecibes este resumen diario como miembro de estos grupos. No recibir más estos correos: {{unsubscribeUrl}}',
    html: '<p>Lo que pasó en tus grupos ({{crews}}) desde tu último resumen:</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{notificationsUrl}}">Ver tus notificaciones</a></p><p>Recibes este resumen diario como miembro de estos grupos. <a href="{{unsubscribeUrl}}">No recibir más estos correos</a></p>',
  },
  event_cancelled: {
    subject: '{{title}} se ha cancelado',
    text: 'La organización canceló {{title}} ({{date}}). No se celebrará.\n\nEl evento: {{eventUrl}}',
    html: '<p>La organización canceló <strong>{{title}}</strong> ({{date}}). No se celebrará.</p><p><a href="{{eventUrl}}">Ver el evento en {{app}}</a></p>',
  },
  order_confirmation: {
    subject: 'Tu pedido {{number}} de {{app}} está pagado',
    text: '¡Gracias! Hemos recibido tu pago de {{total}} por el pedido {{number}}:\n\n{{items}}\n\nSe enviará a:\n{{address}}\n\nTe escribiremos de nuevo cuando esté en camino. Tu pedido: {{orderUrl}}',
    html: '<p>¡Gracias! Hemos recibido tu pago de <strong>{{total}}</strong> por el pedido {{number}}:</p><div style="white-space:pre-line">{{items}}</div><p>Se enviará a:</p><div style="white-space:pre-line">{{address}}</div><p>Te escribiremos de nuevo cuando esté en camino. <a href="{{orderUrl}}">Ver tu pedido</a></p>',
  },
  order_fulfilled: {
    subject: 'Tu pedido {{number}} de {{app}} está en camino',
    text: 'Tu pedido {{number}} ya se ha enviado:\n\n{{items}}\n\nTu pedido: {{orderUrl}}',
    html: '<p>Tu pedido {{number}} ya se ha enviado:</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{orderUrl}}">Ver tu pedido</a></p>',
  },
  order_refunded: {
    subject: 'Tu pedido {{number}} de {{app}} se ha reembolsado',
    text: 'Hemos reembolsado {{total}} del pedido {{number}} a la tarjeta con la que pagaste. El banco puede tardar unos días en mostrarlo.\n\nTu pedido: {{orderUrl}}',
    html: '<p>Hemos reembolsado <strong>{{total}}</strong> del pedido {{number}} a la tarjeta con la que pagaste. El banco puede tardar unos días en mostrarlo.</p><p><a href="{{orderUrl}}">Ver tu pedido</a></p>',
  },
  order_cancelled: {
    subject: 'Tu pedido {{number}} de {{app}} se ha cancelado',
    text: 'El pedido {{number}} no se pagó a tiempo, así que hemos liberado sus artículos. No se ha cobrado nada.\n\nEl mercado: {{marketUrl}}',
    html: '<p>El pedido {{number}} no se pagó a tiempo, así que hemos liberado sus artículos. No se ha cobrado nada.</p><p><a href="{{marketUrl}}">Volver al mercado</a></p>',
  },
} satisfies EmailTemplateSet
