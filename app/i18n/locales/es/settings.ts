import type { PartialResources } from '../../resources'

const settings: PartialResources['settings'] = {
  "title": "My Vibe",
  "metaTitle": "My Vibe: ajustes",
  "intro": "Tu perfil, tu privacidad, tus reglas. Todo lo de aquí te afecta solo a ti.",
  "nav": {
    "label": "Secciones de ajustes",
    "profile": "Perfil",
    "photos": "Fotos y avatar",
    "privacy": "Privacidad",
    "notifications": "Notificaciones",
    "security": "Seguridad",
    "blocked": "Miembros bloqueados",
    "danger": "Eliminar cuenta"
  },
  "save": "Guardar cambios",
  "saving": "Guardando…",
  "errorSummary": "Revisa los campos marcados.",
  "profile": {
    "title": "Perfil",
    "description": "Cómo te ven otros miembros.",
    "displayName": "Nombre visible",
    "displayNameHint": "Hasta {{max}} caracteres. Usa el nombre que quieras; no tiene que ser tu nombre legal.",
    "pronouns": "Pronombres",
    "pronounsHint": "Elige una sugerencia o escribe los tuyos.",
    "bio": "Biografía",
    "bioHint": "Unas palabras sobre ti (hasta {{max}} caracteres).",
    "interests": "Intereses",
    "lookingFor": "Busco",
    "userMode": "Qué te trae por aquí",
    "userModeHint": "Cambia lo que Haven destaca para ti. Puedes cambiarlo cuando quieras.",
    "city": "Ciudad",
    "cityHint": "Escribe al menos 2 letras y elige tu ciudad de la lista. Solo guardamos la ciudad, nunca tu posición.",
    "cityPlaceholder": "p. ej., Madrid",
    "cityNone": "Ninguna ciudad coincide",
    "citySearching": "Buscando…",
    "cityResults_one": "{{count}} ciudad encontrada",
    "cityResults_other": "{{count}} ciudades encontradas",
    "cityClear": "Quitar ciudad",
    "showCity": "Mostrar mi ciudad en mi perfil",
    "showCityHint": "Si está desactivado, tu ciudad solo sirve para sugerirte eventos y lugares."
  },
  "photos": {
    "title": "Fotos y avatar",
    "description": "JPEG, PNG, WebP o GIF de hasta 5 MB. Quitamos datos ocultos, como el lugar donde se tomó la foto, antes de que nadie pueda verla.",
    "current": "Tu avatar",
    "upload": "Subir una imagen",
    "uploadButton": "Subir avatar",
    "removeAvatar": "Quitar imagen",
    "chooseFile": "Archivo de imagen",
    "builder": "O crea un avatar",
    "builderHint": "Guardar un avatar creado sustituye la imagen que subiste.",
    "color": "Color de fondo",
    "shape": "Forma",
    "kind": "Mostrar",
    "kinds": {
      "initials": "Iniciales",
      "emoji": "Emoji"
    },
    "initials": "Iniciales (de 1 a 3 caracteres)",
    "emoji": "Emoji",
    "shapes": {
      "circle": "Círculo",
      "rounded": "Redondeado",
      "square": "Cuadrado"
    },
    "colors": {
      "violet": "Violeta",
      "fuchsia": "Fucsia",
      "rose": "Rosa",
      "amber": "Ámbar",
      "emerald": "Esmeralda",
      "sky": "Celeste",
      "indigo": "Índigo",
      "slate": "Pizarra"
    },
    "saveBuilder": "Guardar avatar creado",
    "gallery": "Fotos del perfil",
    "galleryHint": "Hasta {{max}} fotos, en este orden en tu perfil.",
    "galleryEmpty": "Aún no hay fotos.",
    "addPhoto": "Añadir foto",
    "photoAlt": "Foto de perfil {{n}}",
    "moveUp": "Mover la foto {{n}} antes",
    "moveDown": "Mover la foto {{n}} después",
    "remove": "Quitar la foto {{n}}"
  },
  "privacy": {
    "title": "Privacidad",
    "description": "Decide quién puede encontrarte y qué ve.",
    "visibility": "Quién puede ver mi perfil",
    "visibilities": {
      "everyone": {
        "label": "Todo el mundo",
        "description": "Cualquiera, también sin cuenta"
      },
      "members": {
        "label": "Miembros",
        "description": "Miembros de Haven con sesión iniciada"
      },
      "friends": {
        "label": "Amistades",
        "description": "Solo la gente de tu Squad"
      },
      "nobody": {
        "label": "Nadie",
        "description": "Solo tú"
      }
    },
    "hiddenFromDirectory": "Ocultarme del directorio de miembros",
    "hiddenFromSearch": "Ocultarme de los resultados de búsqueda",
    "showOnlineStatus": "Mostrar cuándo estoy en línea",
    "checkInsPrivate": "Mantener privados mis check-ins"
  },
  "notifications": {
    "title": "Notificaciones",
    "description": "Elige de qué te enteras y dónde.",
    "type": "Notificación",
    "channels": {
      "inApp": "En la app",
      "email": "Por correo"
    },
    "types": {
      "new_message": "Mensaje nuevo",
      "new_follower": "Nuevo seguidor",
      "event_invite": "Invitación a evento",
      "group_invite": "Invitación a grupo",
      "mention": "Mención",
      "post_liked": "Me gusta en publicación",
      "post_comment": "Comentario en publicación"
    },
    "toggle": "{{type}}: {{channel}}"
  },
  "security": {
    "title": "Seguridad",
    "description": "Dónde tienes la sesión iniciada, tu contraseña y tus passkeys.",
    "sessions": "Sesiones activas",
    "sessionsHint": "Cada navegador o app donde tienes la sesión iniciada.",
    "thisDevice": "Este dispositivo",
    "sessionApp": "App",
    "unknownDevice": "Dispositivo desconocido",
    "deviceOn": "{{browser}} en {{os}}",
    "lastActive": "Última actividad: {{date}}",
    "signedIn": "Sesión iniciada: {{date}}",
    "endSession": "Cerrar esta sesión",
    "signOutOthers": "Cerrar sesión en otros dispositivos",
    "signOutEverywhere": "Cerrar sesión en todas partes",
    "password": "Cambiar contraseña",
    "setPassword": "Crear una contraseña",
    "currentPassword": "Contraseña actual",
    "newPassword": "Contraseña nueva",
    "newPasswordHint": "Al menos 10 caracteres. Una frase de varias palabras sin relación funciona bien.",
    "confirmPassword": "Repite la contraseña nueva",
    "changePassword": "Cambiar contraseña",
    "passwordNote": "Al cambiar la contraseña se cierra la sesión en tus otros dispositivos.",
    "email": "Correo electrónico",
    "emailCurrent": "Inicias sesión con {{email}}. Nadie más de la comunidad lo ve.",
    "emailNone": "Tu cuenta aún no tiene correo electrónico.",
    "newEmail": "Nuevo correo electrónico",
    "changeEmail": "Cambiar correo",
    "emailNote": "Enviamos un enlace a la nueva dirección; el cambio se hace cuando lo abras.",
    "passkeys": "Passkeys",
    "panicTitle": "¿Estás en peligro ahora?",
    "panicBody": "El cierre de emergencia termina a la vez todas las sesiones en todos los dispositivos y te lleva a una web neutral.",
    "quickExitBody": "Salida rápida (o Mayús+Esc en cualquier página) sale de Haven al instante hacia una búsqueda del tiempo, sin dejar esta página en el botón Atrás."
  },
  "safety": {
    "panic": {
      "label": "Cierre de emergencia",
      "hint": "Cerrar sesión en todos los dispositivos e ir a una web neutral"
    }
  },
  "blocked": {
    "title": "Miembros bloqueados",
    "description": "Los miembros bloqueados no pueden ver tu perfil ni escribirte.",
    "empty": "No has bloqueado a nadie.",
    "unblock": "Desbloquear",
    "unblockLabel": "Desbloquear a {{name}}",
    "since": "Bloqueado el {{date}}",
    "unknown": "Usuario desconocido"
  },
  "danger": {
    "title": "Eliminar cuenta",
    "description": "Esto elimina tu cuenta y tus datos para siempre: perfil, fotos, publicaciones, mensajes, check-ins y todo lo demás. No se puede deshacer.",
    "confirm": "Escribe DELETE (o tu correo) para confirmar",
    "confirmWord": "DELETE",
    "password": "Contraseña actual",
    "submit": "Eliminar mi cuenta para siempre"
  },
  "toasts": {
    "emailChangeSent": "Revisa tu nueva bandeja de entrada",
    "emailChangeSentBody": "Abre el enlace que enviamos a {{email}} para confirmar el cambio.",
    "profileSaved": "Perfil guardado",
    "avatarSaved": "Avatar actualizado",
    "avatarRemoved": "Imagen quitada",
    "photoAdded": "Foto añadida",
    "photoRemoved": "Foto quitada",
    "photoMoved": "Orden de fotos guardado",
    "privacySaved": "Ajustes de privacidad guardados",
    "notificationsSaved": "Preferencias de notificación guardadas",
    "sessionEnded": "Sesión cerrada",
    "othersEnded": "Se cerró la sesión en tus otros dispositivos.",
    "everywhereEnded": "Se cerró la sesión en todos tus dispositivos.",
    "passwordChanged": "Contraseña cambiada",
    "passwordChangedBody": "Se cerró la sesión en tus otros dispositivos.",
    "blocked": "Miembro bloqueado",
    "unblocked": "Miembro desbloqueado",
    "accountDeleted": "Tu cuenta se ha eliminado",
    "accountDeletedBody": "Cuídate mucho. Siempre serás bienvenide de vuelta."
  },
  "errors": {
    "invalidEmail": "Introduce un correo electrónico válido.",
    "sameEmail": "Este ya es tu correo electrónico.",
    "unexpected": "Se produjo un error",
    "invalidForm": "No se pudo leer este formulario. Recarga la página e inténtalo de nuevo.",
    "crossSite": "Esta solicitud no vino de Haven.",
    "displayNameRequired": "Escribe un nombre visible.",
    "displayNameTooLong": "Usa como máximo {{max}} caracteres.",
    "pronounsTooLong": "Usa como máximo {{max}} caracteres.",
    "bioTooLong": "Usa como máximo {{max}} caracteres.",
    "invalidChoice": "Elige de la lista.",
    "userModeRequired": "Elige qué te trae por aquí.",
    "cityNotFound": "No encontramos esta ciudad. Escribe su nombre y elígela de la lista.",
    "visibilityRequired": "Elige quién puede ver tu perfil.",
    "fileRequired": "Elige un archivo de imagen.",
    "fileType": "Este archivo no es una imagen JPEG, PNG, WebP ni GIF.",
    "fileTooLarge": "Este archivo pesa más de 5 MB.",
    "photoLimit": "Puedes tener hasta {{max}} fotos. Quita una primero.",
    "photoNotFound": "Esta foto no existe (ya).",
    "avatarColor": "Elige un color.",
    "avatarShape": "Elige una forma.",
    "avatarKind": "Elige iniciales o un emoji.",
    "initialsInvalid": "Usa de 1 a 3 letras o cifras.",
    "emojiInvalid": "Elige uno de los emojis.",
    "sessionNotFound": "Esta sesión ya terminó.",
    "currentPasswordWrong": "Tu contraseña actual no es correcta.",
    "currentPasswordRequired": "Escribe tu contraseña actual.",
    "passwordMismatch": "Las dos contraseñas nuevas no coinciden.",
    "passwordWeak": "Elige una contraseña más segura.",
    "tooManyAttempts": "Demasiados intentos. Vuelve a intentarlo en unos minutos.",
    "confirmMismatch": "Escribe DELETE o tu correo exactamente.",
    "memberNotFound": "Este miembro no existe.",
    "blockSelf": "No puedes bloquearte a ti.",
    "notBlocked": "Este miembro no está bloqueado."
  }
}

export default settings
