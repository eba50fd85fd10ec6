import type { PartialResources } from '../../resources'

const passkeys: PartialResources['passkeys'] = {
  signIn: {
    button: 'Mit Passkey anmelden',
    working: 'Warte auf deinen Passkey…',
    hint: 'Nutze die Bildschirmsperre deines Geräts, eine PIN oder einen Sicherheitsschlüssel. Keine Biometrie nötig.',
  },
  manager: {
    title: 'Passkeys',
    description:
      'Melde dich ohne Passwort an – mit der Bildschirmsperre deines Geräts, einer PIN oder einem Sicherheitsschlüssel. Biometrie ist nie erforderlich.',
    enrolled: 'Anmeldung mit Passkey ist aktiv',
    notEnrolled: 'Noch kein Passkey eingerichtet',
    add: 'Passkey einrichten',
    adding: 'Wird eingerichtet…',
    added: 'Passkey hinzugefügt',
    addedBody: 'Melde dich beim nächsten Mal mit „{{name}}“ an.',
    listLabel: 'Deine Passkeys',
    empty:
      'Füge einen Passkey hinzu, um dich schneller und sicherer anzumelden. Er bleibt auf deinem Gerät oder in deinem Passwortmanager; Haven speichert nur einen öffentlichen Schlüssel.',
    loading: 'Deine Passkeys werden geladen…',
    loadFailed: 'Deine Passkeys konnten nicht geladen werden.',
    retry: 'Noch mal versuchen',
    created: 'Hinzugefügt am {{date}}',
    lastUsed: 'Zuletzt benutzt am {{date}}',
    neverUsed: 'Noch nicht benutzt',
    synced: 'Synchronisiert',
    syncedHint: 'Auf deinen Geräten verfügbar, die diesen Passwortmanager teilen',
    singleDevice: 'Nur dieses Gerät',
    rename: 'Umbenennen',
    renameNamed: '{{name}} umbenennen',
    nameLabel: 'Name des Passkeys',
    save: 'Speichern',
    saving: 'Wird gespeichert…',
    cancel: 'Abbrechen',
    renamed: 'Passkey umbenannt',
    remove: 'Entfernen',
    removeNamed: '{{name}} entfernen',
    removeTitle: 'Diesen Passkey entfernen?',
    removeBody:
      'Mit „{{name}}“ kannst du dich dann nicht mehr bei Haven anmelden. Du kannst ihn auch von deinem Gerät oder aus deinem Passwortmanager löschen.',
    removeLast: 'Es ist dein einziger Passkey: Danach meldest du dich mit deinem Passwort an.',
    removeConfirm: 'Passkey entfernen',
    removing: 'Wird entfernt…',
    removed: 'Passkey entfernt',
    close: 'Schließen',
    failed: 'Das hat nicht geklappt. Bitte versuch es noch einmal.',
  },
}

export default passkeys
