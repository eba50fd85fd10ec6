import type { PartialResources } from '../../resources'

const settings: PartialResources['settings'] = {
  "title": "My Vibe",
  "metaTitle": "My Vibe – impostazioni",
  "intro": "Il tuo profilo, la tua privacy, le tue regole. Tutto qui vale solo per te.",
  "nav": {
    "label": "Sezioni delle impostazioni",
    "profile": "Profilo",
    "photos": "Foto e avatar",
    "privacy": "Privacy",
    "notifications": "Notifiche",
    "security": "Sicurezza",
    "blocked": "Membri bloccati",
    "danger": "Elimina account"
  },
  "save": "Salva modifiche",
  "saving": "Salvataggio…",
  "errorSummary": "Controlla i campi evidenziati.",
  "profile": {
    "title": "Profilo",
    "description": "Come ti vedono gli altri membri.",
    "displayName": "Nome visualizzato",
    "displayNameHint": "Fino a {{max}} caratteri. Usa il nome che preferisci, non serve quello anagrafico.",
    "pronouns": "Pronomi",
    "pronounsHint": "Scegli un suggerimento o scrivi i tuoi.",
    "bio": "Bio",
    "bioHint": "Due parole su di te (fino a {{max}} caratteri).",
    "interests": "Interessi",
    "lookingFor": "Cerco",
    "userMode": "Cosa ti porta qui",
    "userModeHint": "Cambia ciò che Haven mette in evidenza per te. Puoi cambiarlo quando vuoi.",
    "city": "Città",
    "cityHint": "Scrivi almeno 2 lettere e scegli la tua città dall’elenco. Salviamo solo la città, mai la tua posizione.",
    "cityPlaceholder": "es. Bologna",
    "cityNone": "Nessuna città corrispondente",
    "citySearching": "Ricerca…",
    "cityResults_one": "{{count}} città trovata",
    "cityResults_other": "{{count}} città trovate",
    "cityClear": "Rimuovi città",
    "showCity": "Mostra la mia città nel profilo",
    "showCityHint": "Se disattivato, la città serve solo a suggerirti eventi e luoghi."
  },
  "photos": {
    "title": "Foto e avatar",
    "description": "JPEG, PNG, WebP o GIF fino a 5 MB. Rimuoviamo i dati nascosti, come il luogo dello scatto, prima che qualcuno possa vederli.",
    "current": "Il tuo avatar",
    "upload": "Carica un’immagine",
    "uploadButton": "Carica avatar",
    "removeAvatar": "Rimuovi immagine",
    "chooseFile": "File immagine",
    "builder": "Oppure crea un avatar",
    "builderHint": "Salvare un avatar creato sostituisce l’immagine caricata.",
    "color": "Colore di sfondo",
    "shape": "Forma",
    "kind": "Mostra",
    "kinds": {
      "initials": "Iniziali",
      "emoji": "Emoji"
    },
    "initials": "Iniziali (da 1 a 3 caratteri)",
    "emoji": "Emoji",
    "shapes": {
      "circle": "Cerchio",
      "rounded": "Arrotondato",
      "square": "Quadrato"
    },
    "colors": {
      "violet": "Viola",
      "fuchsia": "Fucsia",
      "rose": "Rosa",
      "amber": "Ambra",
      "emerald": "Smeraldo",
      "sky": "Cielo",
      "indigo": "Indaco",
      "slate": "Ardesia"
    },
    "saveBuilder": "Salva avatar creato",
    "gallery": "Foto del profilo",
    "galleryHint": "Fino a {{max}} foto, mostrate in quest’ordine nel tuo profilo.",
    "galleryEmpty": "Ancora nessuna foto.",
    "addPhoto": "Aggiungi foto",
    "photoAlt": "Foto del profilo {{n}}",
    "moveUp": "Sposta prima la foto {{n}}",
    "moveDown": "Sposta dopo la foto {{n}}",
    "remove": "Rimuovi la foto {{n}}"
  },
  "privacy": {
    "title": "Privacy",
    "description": "Decidi chi può trovarti e cosa vede.",
    "visibility": "Chi può vedere il mio profilo",
    "visibilities": {
      "everyone": {
        "label": "Tutti",
        "description": "Chiunque, anche senza account"
      },
      "members": {
        "label": "Membri",
        "description": "Membri di Haven che hanno effettuato l’accesso"
      },
      "friends": {
        "label": "Amici",
        "description": "Solo le persone della tua Squad"
      },
      "nobody": {
        "label": "Nessuno",
        "description": "Solo tu"
      }
    },
    "hiddenFromDirectory": "Nascondimi dall’elenco dei membri",
    "hiddenFromSearch": "Nascondimi dai risultati di ricerca",
    "showOnlineStatus": "Mostra quando sono online",
    "checkInsPrivate": "Mantieni privati i miei check-in"
  },
  "notifications": {
    "title": "Notifiche",
    "description": "Scegli di cosa essere informato e dove.",
    "type": "Notifica",
    "channels": {
      "inApp": "Nell’app",
      "email": "Via email"
    },
    "types": {
      "new_message": "Nuovo messaggio",
      "new_follower": "Nuovo follower",
      "event_invite": "Invito a un evento",
      "group_invite": "Invito a un gruppo",
      "mention": "Menzione",
      "post_liked": "Mi piace a un post",
      "post_comment": "Commento a un post"
    },
    "toggle": "{{type}}: {{channel}}"
  },
  "security": {
    "title": "Sicurezza",
    "description": "Dove hai effettuato l’accesso, la tua password e le tue passkey.",
    "sessions": "Sessioni attive",
    "sessionsHint": "Ogni browser o app in cui hai effettuato l’accesso.",
    "thisDevice": "Questo dispositivo",
    "sessionApp": "App",
    "unknownDevice": "Dispositivo sconosciuto",
    "deviceOn": "{{browser}} su {{os}}",
    "lastActive": "Ultima attività {{date}}",
    "signedIn": "Accesso {{date}}",
    "endSession": "Disconnetti questa sessione",
    "signOutOthers": "Disconnetti gli altri dispositivi",
    "signOutEverywhere": "Esci ovunque",
    "password": "Cambia password",
    "setPassword": "Imposta una password",
    "currentPassword": "Password attuale",
    "newPassword": "Nuova password",
    "newPasswordHint": "Almeno 10 caratteri. Una frase di qualche parola scollegata funziona bene.",
    "confirmPassword": "Ripeti la nuova password",
    "changePassword": "Cambia password",
    "passwordNote": "Cambiare la password disconnette gli altri dispositivi.",
    "email": "Indirizzo email",
    "emailCurrent": "Accedi con {{email}}. Gli altri membri non la vedono mai.",
    "emailNone": "Il tuo account non ha ancora un indirizzo email.",
    "newEmail": "Nuovo indirizzo email",
    "changeEmail": "Cambia email",
    "emailNote": "Inviamo un link al nuovo indirizzo; il cambio avviene quando lo apri.",
    "passkeys": "Passkey",
    "panicTitle": "Sei in pericolo adesso?",
    "panicBody": "L’uscita d’emergenza chiude subito tutte le sessioni su tutti i dispositivi e ti porta su un sito neutro.",
    "quickExitBody": "Uscita rapida (o Maiusc+Esc su qualsiasi pagina) lascia subito Haven per una ricerca meteo, senza lasciare questa pagina nel pulsante Indietro."
  },
  "safety": {
    "panic": {
      "label": "Uscita d’emergenza",
      "hint": "Esci su tutti i dispositivi e vai su un sito neutro"
    }
  },
  "blocked": {
    "title": "Membri bloccati",
    "description": "I membri bloccati non possono vedere il tuo profilo né scriverti.",
    "empty": "Non hai bloccato nessuno.",
    "unblock": "Sblocca",
    "unblockLabel": "Sblocca {{name}}",
    "since": "Bloccato il {{date}}",
    "unknown": "Utente sconosciuto"
  },
  "danger": {
    "title": "Elimina account",
    "description": "Elimina per sempre il tuo account e i tuoi dati: profilo, foto, post, messaggi, check-in e tutto il resto. Non si può annullare.",
    "confirm": "Scrivi DELETE (o il tuo indirizzo email) per confermare",
    "confirmWord": "DELETE",
    "password": "Password attuale",
    "submit": "Elimina il mio account per sempre"
  },
  "toasts": {
    "emailChangeSent": "Controlla la tua nuova casella",
    "emailChangeSentBody": "Apri il link che abbiamo inviato a {{email}} per confermare il cambio.",
    "profileSaved": "Profilo salvato",
    "avatarSaved": "Avatar aggiornato",
    "avatarRemoved": "Immagine rimossa",
    "photoAdded": "Foto aggiunta",
    "photoRemoved": "Foto rimossa",
    "photoMoved": "Ordine delle foto salvato",
    "privacySaved": "Impostazioni privacy salvate",
    "notificationsSaved": "Preferenze di notifica salvate",
    "sessionEnded": "Sessione disconnessa",
    "othersEnded": "Gli altri dispositivi sono stati disconnessi.",
    "everywhereEnded": "Sei uscito da tutti i dispositivi.",
    "passwordChanged": "Password cambiata",
    "passwordChangedBody": "Gli altri dispositivi sono stati disconnessi.",
    "blocked": "Membro bloccato",
    "unblocked": "Membro sbloccato",
    "accountDeleted": "Il tuo account è stato eliminato",
    "accountDeletedBody": "Abbi cura di te. Sarai sempre il benvenuto."
  },
  "errors": {
    "invalidEmail": "Inserisci un indirizzo email valido.",
    "sameEmail": "Questo è già il tuo indirizzo email.",
    "unexpected": "Si è verificato un errore",
    "invalidForm": "Impossibile leggere questo modulo. Ricarica la pagina e riprova.",
    "crossSite": "Questa richiesta non proviene da Haven.",
    "displayNameRequired": "Inserisci un nome visualizzato.",
    "displayNameTooLong": "Usa al massimo {{max}} caratteri.",
    "pronounsTooLong": "Usa al massimo {{max}} caratteri.",
    "bioTooLong": "Usa al massimo {{max}} caratteri.",
    "invalidChoice": "Scegli dall’elenco.",
    "userModeRequired": "Scegli cosa ti porta qui.",
    "cityNotFound": "Non abbiamo trovato questa città. Scrivi il nome e sceglila dall’elenco.",
    "visibilityRequired": "Scegli chi può vedere il tuo profilo.",
    "fileRequired": "Scegli un file immagine.",
    "fileType": "Questo file non è un’immagine JPEG, PNG, WebP o GIF.",
    "fileTooLarge": "Questo file supera i 5 MB.",
    "photoLimit": "Puoi avere fino a {{max}} foto. Rimuovine prima una.",
    "photoNotFound": "Questa foto non esiste (più).",
    "avatarColor": "Scegli un colore.",
    "avatarShape": "Scegli una forma.",
    "avatarKind": "Scegli iniziali o un’emoji.",
    "initialsInvalid": "Usa da 1 a 3 lettere o cifre.",
    "emojiInvalid": "Scegli una delle emoji.",
    "sessionNotFound": "Questa sessione è già terminata.",
    "currentPasswordWrong": "La password attuale non è corretta.",
    "currentPasswordRequired": "Inserisci la password attuale.",
    "passwordMismatch": "Le due nuove password non coincidono.",
    "passwordWeak": "Scegli una password più sicura.",
    "tooManyAttempts": "Troppi tentativi. Riprova tra qualche minuto.",
    "confirmMismatch": "Scrivi DELETE o esattamente il tuo indirizzo email.",
    "memberNotFound": "Questo membro non esiste.",
    "blockSelf": "Non puoi bloccare te stesso.",
    "notBlocked": "Questo membro non è bloccato."
  }
}

export default settings
