import type { PartialResources } from '../../resources'

const passkeys: PartialResources['passkeys'] = {
  signIn: {
    button: 'Se connecter avec une clé d’accès',
    working: 'En attente de votre clé d’accès…',
    hint: 'Utilisez le verrouillage d’écran de votre appareil, un code PIN ou une clé de sécurité. Aucune biométrie requise.',
  },
  manager: {
    title: 'Clés d’accès',
    description:
      'Connectez-vous sans mot de passe, avec le verrouillage d’écran de votre appareil, un code PIN ou une clé de sécurité. La biométrie n’est jamais obligatoire.',
    enrolled: 'La connexion par clé d’accès est activée',
    notEnrolled: 'Aucune clé d’accès pour l’instant',
    add: 'Configurer une clé d’accès',
    adding: 'Configuration…',
    added: 'Clé d’accès ajoutée',
    addedBody: 'La prochaine fois, connectez-vous avec « {{name}} ».',
    listLabel: 'Vos clés d’accès',
    empty:
      'Ajoutez une clé d’accès pour vous connecter plus vite et en toute sécurité. Elle reste sur votre appareil ou dans votre gestionnaire de mots de passe ; Haven ne garde qu’une clé publique.',
    loading: 'Chargement de vos clés d’accès…',
    loadFailed: 'Impossible de charger vos clés d’accès.',
    retry: 'Réessayer',
    created: 'Ajoutée le {{date}}',
    lastUsed: 'Dernière utilisation le {{date}}',
    neverUsed: 'Pas encore utilisée',
    synced: 'Synchronisée',
    syncedHint: 'Disponible sur vos appareils qui partagent ce gestionnaire de mots de passe',
    singleDevice: 'Cet appareil uniquement',
    rename: 'Renommer',
    renameNamed: 'Renommer {{name}}',
    nameLabel: 'Nom de la clé d’accès',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    renamed: 'Clé d’accès renommée',
    remove: 'Supprimer',
    removeNamed: 'Supprimer {{name}}',
    removeTitle: 'Supprimer cette clé d’accès ?',
    removeBody:
      '« {{name}} » ne permettra plus de vous connecter à Haven. Vous pouvez aussi la supprimer de votre appareil ou de votre gestionnaire de mots de passe.',
    removeLast: 'C’est votre seule clé d’accès : vous vous connecterez ensuite avec votre mot de passe.',
    removeConfirm: 'Supprimer la clé d’accès',
    removing: 'Suppression…',
    removed: 'Clé d’accès supprimée',
    close: 'Fermer',
    failed: 'Cela n’a pas fonctionné. Veuillez réessayer.',
  },
}

export default passkeys
