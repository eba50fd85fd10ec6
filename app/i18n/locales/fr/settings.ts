import type { PartialResources } from '../../resources'

const settings: PartialResources['settings'] = {
  "title": "My Vibe",
  "metaTitle": "My Vibe – paramètres",
  "intro": "Ton profil, ta vie privée, tes règles. Tout ce qui est ici ne concerne que toi.",
  "nav": {
    "label": "Sections des paramètres",
    "profile": "Profil",
    "photos": "Photos et avatar",
    "privacy": "Confidentialité",
    "notifications": "Notifications",
    "security": "Sécurité",
    "blocked": "Membres bloqués",
    "danger": "Supprimer le compte"
  },
  "save": "Enregistrer",
  "saving": "Enregistrement…",
  "errorSummary": "Vérifie les champs signalés.",
  "profile": {
    "title": "Profil",
    "description": "Ce que les autres membres voient de toi.",
    "displayName": "Nom affiché",
    "displayNameHint": "Jusqu’à {{max}} caractères. Choisis le nom que tu veux, pas forcément ton nom officiel.",
    "pronouns": "Pronoms",
    "pronounsHint": "Choisis une suggestion ou écris les tiens.",
    "bio": "Bio",
    "bioHint": "Quelques mots sur toi (jusqu’à {{max}} caractères).",
    "interests": "Centres d’intérêt",
    "lookingFor": "Je cherche",
    "userMode": "Ce qui t’amène ici",
    "userModeHint": "Change ce que Haven met en avant pour toi. Tu peux changer à tout moment.",
    "city": "Ville",
    "cityHint": "Tape au moins 2 lettres et choisis ta ville dans la liste. Nous enregistrons seulement la ville, jamais ta position.",
    "cityPlaceholder": "p. ex. Lyon",
    "cityNone": "Aucune ville ne correspond",
    "citySearching": "Recherche…",
    "cityResults_one": "{{count}} ville trouvée",
    "cityResults_other": "{{count}} villes trouvées",
    "cityClear": "Retirer la ville",
    "showCity": "Afficher ma ville sur mon profil",
    "showCityHint": "Désactivé, ta ville sert seulement à te suggérer des événements et des lieux."
  },
  "photos": {
    "title": "Photos et avatar",
    "description": "JPEG, PNG, WebP ou GIF jusqu’à 5 Mo. Nous retirons les informations cachées, comme le lieu de prise de vue, avant que quiconque ne voie l’image.",
    "current": "Ton avatar",
    "upload": "Téléverser une image",
    "uploadButton": "Téléverser l’avatar",
    "removeAvatar": "Retirer l’image",
    "chooseFile": "Fichier image",
    "builder": "Ou crée un avatar",
    "builderHint": "Enregistrer un avatar créé remplace l’image téléversée.",
    "color": "Couleur de fond",
    "shape": "Forme",
    "kind": "Afficher",
    "kinds": {
      "initials": "Initiales",
      "emoji": "Emoji"
    },
    "initials": "Initiales (1 à 3 caractères)",
    "emoji": "Emoji",
    "shapes": {
      "circle": "Cercle",
      "rounded": "Arrondi",
      "square": "Carré"
    },
    "colors": {
      "violet": "Violet",
      "fuchsia": "Fuchsia",
      "rose": "Rose",
      "amber": "Ambre",
      "emerald": "Émeraude",
      "sky": "Ciel",
      "indigo": "Indigo",
      "slate": "Ardoise"
    },
    "saveBuilder": "Enregistrer l’avatar créé",
    "gallery": "Photos de profil",
    "galleryHint": "Jusqu’à {{max}} photos, affichées dans cet ordre sur ton profil.",
    "galleryEmpty": "Pas encore de photos.",
    "addPhoto": "Ajouter une photo",
    "photoAlt": "Photo de profil {{n}}",
    "moveUp": "Avancer la photo {{n}}",
    "moveDown": "Reculer la photo {{n}}",
    "remove": "Retirer la photo {{n}}"
  },
  "privacy": {
    "title": "Confidentialité",
    "description": "Décide qui peut te trouver et ce qu’on voit.",
    "visibility": "Qui peut voir mon profil",
    "visibilities": {
      "everyone": {
        "label": "Tout le monde",
        "description": "N’importe qui, même sans compte"
      },
      "members": {
        "label": "Membres",
        "description": "Les membres de Haven connectés"
      },
      "friends": {
        "label": "Ami·es",
        "description": "Seulement les personnes de ta Squad"
      },
      "nobody": {
        "label": "Personne",
        "description": "Seulement toi"
      }
    },
    "hiddenFromDirectory": "Me masquer de l’annuaire des membres",
    "hiddenFromSearch": "Me masquer des résultats de recherche",
    "showOnlineStatus": "Montrer quand je suis en ligne",
    "checkInsPrivate": "Garder mes check-ins privés"
  },
  "notifications": {
    "title": "Notifications",
    "description": "Choisis ce dont tu es informé·e, et où.",
    "type": "Notification",
    "channels": {
      "inApp": "Dans l’app",
      "email": "Par e-mail"
    },
    "types": {
      "new_message": "Nouveau message",
      "new_follower": "Nouvel·le abonné·e",
      "event_invite": "Invitation à un événement",
      "group_invite": "Invitation à un groupe",
      "mention": "Mention",
      "post_liked": "Publication aimée",
      "post_comment": "Commentaire sur une publication"
    },
    "toggle": "{{type}} : {{channel}}"
  },
  "security": {
    "title": "Sécurité",
    "description": "Où tu es connecté·e, ton mot de passe et tes passkeys.",
    "sessions": "Sessions actives",
    "sessionsHint": "Chaque navigateur ou app où tu es connecté·e.",
    "thisDevice": "Cet appareil",
    "sessionApp": "App",
    "unknownDevice": "Appareil inconnu",
    "deviceOn": "{{browser}} sur {{os}}",
    "lastActive": "Dernière activité le {{date}}",
    "signedIn": "Connexion le {{date}}",
    "endSession": "Déconnecter cette session",
    "signOutOthers": "Déconnecter les autres appareils",
    "signOutEverywhere": "Se déconnecter partout",
    "password": "Changer le mot de passe",
    "setPassword": "Définir un mot de passe",
    "currentPassword": "Mot de passe actuel",
    "newPassword": "Nouveau mot de passe",
    "newPasswordHint": "Au moins 10 caractères. Une phrase de quelques mots sans rapport fonctionne bien.",
    "confirmPassword": "Répète le nouveau mot de passe",
    "changePassword": "Changer le mot de passe",
    "passwordNote": "Changer ton mot de passe déconnecte tes autres appareils.",
    "email": "Adresse e-mail",
    "emailCurrent": "Tu te connectes avec {{email}}. Les autres membres ne la voient jamais.",
    "emailNone": "Ton compte n’a pas encore d’adresse e-mail.",
    "newEmail": "Nouvelle adresse e-mail",
    "changeEmail": "Changer d’e-mail",
    "emailNote": "Nous envoyons un lien à la nouvelle adresse ; le changement se fait quand tu l’ouvres.",
    "passkeys": "Passkeys",
    "panicTitle": "En danger en ce moment ?",
    "panicBody": "La déconnexion d’urgence ferme d’un coup toutes les sessions sur tous les appareils et t’emmène sur un site neutre.",
    "quickExitBody": "Sortie rapide (ou Maj+Échap sur n’importe quelle page) quitte Haven aussitôt pour une recherche météo, sans laisser cette page dans le bouton Retour."
  },
  "safety": {
    "panic": {
      "label": "Déconnexion d’urgence",
      "hint": "Se déconnecter sur tous les appareils et partir vers un site neutre"
    }
  },
  "blocked": {
    "title": "Membres bloqués",
    "description": "Les membres bloqués ne peuvent ni voir ton profil ni t’écrire.",
    "empty": "Tu n’as bloqué personne.",
    "unblock": "Débloquer",
    "unblockLabel": "Débloquer {{name}}",
    "since": "Bloqué le {{date}}",
    "unknown": "Utilisateur inconnu"
  },
  "danger": {
    "title": "Supprimer le compte",
    "description": "Cela supprime définitivement ton compte et tes données : profil, photos, publications, messages, check-ins et tout le reste. C’est irréversible.",
    "confirm": "Tape DELETE (ou ton adresse e-mail) pour confirmer",
    "confirmWord": "DELETE",
    "password": "Mot de passe actuel",
    "submit": "Supprimer mon compte définitivement"
  },
  "toasts": {
    "emailChangeSent": "Regarde ta nouvelle boîte mail",
    "emailChangeSentBody": "Ouvre le lien envoyé à {{email}} pour confirmer le changement.",
    "profileSaved": "Profil enregistré",
    "avatarSaved": "Avatar mis à jour",
    "avatarRemoved": "Image retirée",
    "photoAdded": "Photo ajoutée",
    "photoRemoved": "Photo retirée",
    "photoMoved": "Ordre des photos enregistré",
    "privacySaved": "Paramètres de confidentialité enregistrés",
    "notificationsSaved": "Préférences de notification enregistrées",
    "sessionEnded": "Session déconnectée",
    "othersEnded": "Tes autres appareils sont déconnectés.",
    "everywhereEnded": "Tu es déconnecté·e sur tous tes appareils.",
    "passwordChanged": "Mot de passe changé",
    "passwordChangedBody": "Tes autres appareils ont été déconnectés.",
    "blocked": "Membre bloqué",
    "unblocked": "Membre débloqué",
    "accountDeleted": "Ton compte a été supprimé",
    "accountDeletedBody": "Prends soin de toi. Tu seras toujours le·la bienvenu·e."
  },
  "errors": {
    "invalidEmail": "Saisis une adresse e-mail valide.",
    "sameEmail": "C’est déjà ton adresse e-mail.",
    "unexpected": "Une erreur s’est produite",
    "invalidForm": "Ce formulaire n’a pas pu être lu. Recharge la page et réessaie.",
    "crossSite": "Cette requête ne venait pas de Haven.",
    "displayNameRequired": "Indique un nom affiché.",
    "displayNameTooLong": "Utilise au plus {{max}} caractères.",
    "pronounsTooLong": "Utilise au plus {{max}} caractères.",
    "bioTooLong": "Utilise au plus {{max}} caractères.",
    "invalidChoice": "Choisis dans la liste.",
    "userModeRequired": "Choisis ce qui t’amène ici.",
    "cityNotFound": "Nous n’avons pas trouvé cette ville. Tape son nom et choisis-la dans la liste.",
    "visibilityRequired": "Choisis qui peut voir ton profil.",
    "fileRequired": "Choisis un fichier image.",
    "fileType": "Ce fichier n’est pas une image JPEG, PNG, WebP ou GIF.",
    "fileTooLarge": "Ce fichier dépasse 5 Mo.",
    "photoLimit": "Tu peux avoir jusqu’à {{max}} photos. Retires-en une d’abord.",
    "photoNotFound": "Cette photo n’existe pas (ou plus).",
    "avatarColor": "Choisis une couleur.",
    "avatarShape": "Choisis une forme.",
    "avatarKind": "Choisis des initiales ou un emoji.",
    "initialsInvalid": "Utilise 1 à 3 lettres ou chiffres.",
    "emojiInvalid": "Choisis l’un des emojis.",
    "sessionNotFound": "Cette session est déjà terminée.",
    "currentPasswordWrong": "Ton mot de passe actuel n’est pas le bon.",
    "currentPasswordRequired": "Indique ton mot de passe actuel.",
    "passwordMismatch": "Les deux nouveaux mots de passe ne correspondent pas.",
    "passwordWeak": "Choisis un mot de passe plus solide.",
    "tooManyAttempts": "Trop de tentatives. Réessaie dans quelques minutes.",
    "confirmMismatch": "Tape DELETE ou ton adresse e-mail exactement.",
    "memberNotFound": "Ce membre n’existe pas.",
    "blockSelf": "Tu ne peux pas te bloquer toi-même.",
    "notBlocked": "Ce membre n’est pas bloqué."
  }
}

export default settings
