import type { PartialResources } from '../../resources'

const settings: PartialResources['settings'] = {
  "title": "My Vibe",
  "metaTitle": "My Vibe – Einstellungen",
  "intro": "Dein Profil, deine Privatsphäre, deine Regeln. Alles hier gilt nur für dich.",
  "nav": {
    "label": "Bereiche der Einstellungen",
    "profile": "Profil",
    "photos": "Fotos & Avatar",
    "privacy": "Privatsphäre",
    "notifications": "Benachrichtigungen",
    "security": "Sicherheit",
    "blocked": "Blockierte Mitglieder",
    "danger": "Konto löschen"
  },
  "save": "Änderungen speichern",
  "saving": "Wird gespeichert…",
  "errorSummary": "Bitte prüfe die markierten Felder.",
  "profile": {
    "title": "Profil",
    "description": "So sehen dich andere Mitglieder.",
    "displayName": "Anzeigename",
    "displayNameHint": "Bis zu {{max}} Zeichen. Nimm einen Namen, der dir gefällt – es muss nicht dein amtlicher Name sein.",
    "pronouns": "Pronomen",
    "pronounsHint": "Wähle einen Vorschlag oder schreib deine eigenen.",
    "bio": "Über mich",
    "bioHint": "Ein paar Worte über dich (bis zu {{max}} Zeichen).",
    "interests": "Interessen",
    "lookingFor": "Ich suche",
    "userMode": "Was dich herführt",
    "userModeHint": "Bestimmt, was Haven für dich hervorhebt. Du kannst jederzeit wechseln.",
    "city": "Stadt",
    "cityHint": "Tippe mindestens 2 Buchstaben und wähle deine Stadt aus der Liste. Wir speichern nur die Stadt, nie deinen Standort.",
    "cityPlaceholder": "z. B. Berlin",
    "cityNone": "Keine passende Stadt",
    "citySearching": "Suche…",
    "cityResults_one": "{{count}} Stadt gefunden",
    "cityResults_other": "{{count}} Städte gefunden",
    "cityClear": "Stadt entfernen",
    "showCity": "Meine Stadt im Profil zeigen",
    "showCityHint": "Wenn aus, dient deine Stadt nur dazu, dir Events und Orte vorzuschlagen."
  },
  "photos": {
    "title": "Fotos & Avatar",
    "description": "JPEG, PNG, WebP oder GIF bis 5 MB. Versteckte Angaben wie der Aufnahmeort werden entfernt, bevor jemand das Bild sieht.",
    "current": "Dein Avatar",
    "upload": "Bild hochladen",
    "uploadButton": "Avatar hochladen",
    "removeAvatar": "Bild entfernen",
    "chooseFile": "Bilddatei",
    "builder": "Oder gestalte einen Avatar",
    "builderHint": "Ein gestalteter Avatar ersetzt dein hochgeladenes Bild.",
    "color": "Hintergrundfarbe",
    "shape": "Form",
    "kind": "Anzeigen",
    "kinds": {
      "initials": "Initialen",
      "emoji": "Emoji"
    },
    "initials": "Initialen (1 bis 3 Zeichen)",
    "emoji": "Emoji",
    "shapes": {
      "circle": "Kreis",
      "rounded": "Abgerundet",
      "square": "Quadrat"
    },
    "colors": {
      "violet": "Violett",
      "fuchsia": "Fuchsia",
      "rose": "Rosé",
      "amber": "Bernstein",
      "emerald": "Smaragd",
      "sky": "Himmelblau",
      "indigo": "Indigo",
      "slate": "Schiefer"
    },
    "saveBuilder": "Gestalteten Avatar speichern",
    "gallery": "Profilfotos",
    "galleryHint": "Bis zu {{max}} Fotos, in dieser Reihenfolge in deinem Profil.",
    "galleryEmpty": "Noch keine Fotos.",
    "addPhoto": "Foto hinzufügen",
    "photoAlt": "Profilfoto {{n}}",
    "moveUp": "Foto {{n}} nach vorn",
    "moveDown": "Foto {{n}} nach hinten",
    "remove": "Foto {{n}} entfernen"
  },
  "privacy": {
    "title": "Privatsphäre",
    "description": "Entscheide, wer dich finden kann und was andere sehen.",
    "visibility": "Wer mein Profil sehen kann",
    "visibilities": {
      "everyone": {
        "label": "Alle",
        "description": "Jede Person, auch ohne Konto"
      },
      "members": {
        "label": "Mitglieder",
        "description": "Angemeldete Haven-Mitglieder"
      },
      "friends": {
        "label": "Freund*innen",
        "description": "Nur Leute in deiner Squad"
      },
      "nobody": {
        "label": "Niemand",
        "description": "Nur du"
      }
    },
    "hiddenFromDirectory": "Mich im Mitgliederverzeichnis verbergen",
    "hiddenFromSearch": "Mich in Suchergebnissen verbergen",
    "showOnlineStatus": "Zeigen, wenn ich online bin",
    "checkInsPrivate": "Meine Check-ins privat halten"
  },
  "notifications": {
    "title": "Benachrichtigungen",
    "description": "Wähle, worüber du informiert wirst und wo.",
    "type": "Benachrichtigung",
    "channels": {
      "inApp": "In der App",
      "email": "Per E-Mail"
    },
    "types": {
      "new_message": "Neue Nachricht",
      "new_follower": "Neue*r Follower*in",
      "event_invite": "Event-Einladung",
      "group_invite": "Gruppeneinladung",
      "mention": "Erwähnung",
      "post_liked": "Beitrag gefällt",
      "post_comment": "Kommentar zum Beitrag"
    },
    "toggle": "{{type}}: {{channel}}"
  },
  "security": {
    "title": "Sicherheit",
    "description": "Wo du angemeldet bist, dein Passwort und deine Passkeys.",
    "sessions": "Aktive Sitzungen",
    "sessionsHint": "Jeder Browser und jede App, in der du angemeldet bist.",
    "thisDevice": "Dieses Gerät",
    "sessionApp": "App",
    "unknownDevice": "Unbekanntes Gerät",
    "deviceOn": "{{browser}} auf {{os}}",
    "lastActive": "Zuletzt aktiv {{date}}",
    "signedIn": "Angemeldet {{date}}",
    "endSession": "Diese Sitzung abmelden",
    "signOutOthers": "Andere Geräte abmelden",
    "signOutEverywhere": "Überall abmelden",
    "password": "Passwort ändern",
    "setPassword": "Passwort festlegen",
    "currentPassword": "Aktuelles Passwort",
    "newPassword": "Neues Passwort",
    "newPasswordHint": "Mindestens 10 Zeichen. Eine Passphrase aus ein paar zufälligen Wörtern funktioniert gut.",
    "confirmPassword": "Neues Passwort wiederholen",
    "changePassword": "Passwort ändern",
    "passwordNote": "Wenn du dein Passwort änderst, werden deine anderen Geräte abgemeldet.",
    "email": "E-Mail-Adresse",
    "emailCurrent": "Du meldest dich mit {{email}} an. Andere Mitglieder sehen sie nie.",
    "emailNone": "Dein Konto hat noch keine E-Mail-Adresse.",
    "newEmail": "Neue E-Mail-Adresse",
    "changeEmail": "E-Mail ändern",
    "emailNote": "Wir schicken einen Link an die neue Adresse; die Änderung gilt, sobald du ihn öffnest.",
    "passkeys": "Passkeys",
    "panicTitle": "Gerade in Gefahr?",
    "panicBody": "Die Notfall-Abmeldung beendet sofort jede Sitzung auf allen Geräten und bringt dich auf eine neutrale Website.",
    "quickExitBody": "Schnell raus (oder Umschalt+Esc auf jeder Seite) verlässt Haven sofort zu einer Wettersuche – ohne diese Seite im Zurück-Verlauf."
  },
  "safety": {
    "panic": {
      "label": "Notfall-Abmeldung",
      "hint": "Auf allen Geräten abmelden und zu einer neutralen Seite wechseln"
    }
  },
  "blocked": {
    "title": "Blockierte Mitglieder",
    "description": "Blockierte Mitglieder können dein Profil nicht sehen und dir nicht schreiben.",
    "empty": "Du hast niemanden blockiert.",
    "unblock": "Blockierung aufheben",
    "unblockLabel": "Blockierung von {{name}} aufheben",
    "since": "Blockiert am {{date}}",
    "unknown": "Unbekannte Person"
  },
  "danger": {
    "title": "Konto löschen",
    "description": "Damit werden dein Konto und deine Daten endgültig gelöscht: Profil, Fotos, Beiträge, Nachrichten, Check-ins und alles andere. Das lässt sich nicht rückgängig machen.",
    "confirm": "Tippe DELETE (oder deine E-Mail-Adresse) zur Bestätigung",
    "confirmWord": "DELETE",
    "password": "Aktuelles Passwort",
    "submit": "Mein Konto endgültig löschen"
  },
  "toasts": {
    "emailChangeSent": "Schau in dein neues Postfach",
    "emailChangeSentBody": "Öffne den Link, den wir an {{email}} geschickt haben, um die Änderung zu bestätigen.",
    "profileSaved": "Profil gespeichert",
    "avatarSaved": "Avatar aktualisiert",
    "avatarRemoved": "Bild entfernt",
    "photoAdded": "Foto hinzugefügt",
    "photoRemoved": "Foto entfernt",
    "photoMoved": "Reihenfolge gespeichert",
    "privacySaved": "Privatsphäre-Einstellungen gespeichert",
    "notificationsSaved": "Benachrichtigungen gespeichert",
    "sessionEnded": "Sitzung abgemeldet",
    "othersEnded": "Deine anderen Geräte sind abgemeldet.",
    "everywhereEnded": "Du bist auf allen Geräten abgemeldet.",
    "passwordChanged": "Passwort geändert",
    "passwordChangedBody": "Deine anderen Geräte wurden abgemeldet.",
    "blocked": "Mitglied blockiert",
    "unblocked": "Blockierung aufgehoben",
    "accountDeleted": "Dein Konto wurde gelöscht",
    "accountDeletedBody": "Pass auf dich auf. Du bist jederzeit wieder willkommen."
  },
  "errors": {
    "invalidEmail": "Gib eine gültige E-Mail-Adresse ein.",
    "sameEmail": "Das ist bereits deine E-Mail-Adresse.",
    "unexpected": "Ein Fehler ist aufgetreten",
    "invalidForm": "Dieses Formular konnte nicht gelesen werden. Bitte lade die Seite neu und versuch es noch einmal.",
    "crossSite": "Diese Anfrage kam nicht von Haven.",
    "displayNameRequired": "Gib einen Anzeigenamen ein.",
    "displayNameTooLong": "Verwende höchstens {{max}} Zeichen.",
    "pronounsTooLong": "Verwende höchstens {{max}} Zeichen.",
    "bioTooLong": "Verwende höchstens {{max}} Zeichen.",
    "invalidChoice": "Wähle aus der Liste.",
    "userModeRequired": "Wähle, was dich herführt.",
    "cityNotFound": "Wir haben diese Stadt nicht gefunden. Tippe ihren Namen und wähle sie aus der Liste.",
    "visibilityRequired": "Wähle, wer dein Profil sehen kann.",
    "fileRequired": "Wähle eine Bilddatei.",
    "fileType": "Diese Datei ist kein JPEG-, PNG-, WebP- oder GIF-Bild.",
    "fileTooLarge": "Diese Datei ist größer als 5 MB.",
    "photoLimit": "Du kannst bis zu {{max}} Fotos haben. Entferne zuerst eines.",
    "photoNotFound": "Dieses Foto gibt es nicht (mehr).",
    "avatarColor": "Wähle eine Farbe.",
    "avatarShape": "Wähle eine Form.",
    "avatarKind": "Wähle Initialen oder ein Emoji.",
    "initialsInvalid": "Verwende 1 bis 3 Buchstaben oder Ziffern.",
    "emojiInvalid": "Wähle eines der Emojis.",
    "sessionNotFound": "Diese Sitzung ist bereits beendet.",
    "currentPasswordWrong": "Dein aktuelles Passwort stimmt nicht.",
    "currentPasswordRequired": "Gib dein aktuelles Passwort ein.",
    "passwordMismatch": "Die beiden neuen Passwörter stimmen nicht überein.",
    "passwordWeak": "Wähle ein stärkeres Passwort.",
    "tooManyAttempts": "Zu viele Versuche. Versuch es in ein paar Minuten noch einmal.",
    "confirmMismatch": "Tippe DELETE oder genau deine E-Mail-Adresse.",
    "memberNotFound": "Dieses Mitglied gibt es nicht.",
    "blockSelf": "Du kannst dich nicht selbst blockieren.",
    "notBlocked": "Dieses Mitglied ist nicht blockiert."
  }
}

export default settings
