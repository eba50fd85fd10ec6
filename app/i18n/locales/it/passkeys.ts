import type { PartialResources } from '../../resources'

const passkeys: PartialResources['passkeys'] = {
  signIn: {
    button: 'Accedi con una passkey',
    working: 'In attesa della tua passkey…',
    hint: 'Usa il blocco schermo del dispositivo, un PIN o una chiave di sicurezza. Nessuna biometria necessaria.',
  },
  manager: {
    title: 'Passkey',
    description:
      'Accedi senza password con il blocco schermo del dispositivo, un PIN o una chiave di sicurezza. La biometria non è mai obbligatoria.',
    enrolled: 'L’accesso con passkey è attivo',
    notEnrolled: 'Nessuna passkey configurata',
    add: 'Configura una passkey',
    adding: 'Configurazione…',
    added: 'Passkey aggiunta',
    addedBody: 'La prossima volta accedi con “{{name}}”.',
    listLabel: 'Le tue passkey',
    empty:
      'Aggiungi una passkey per accedere in modo più rapido e sicuro. Resta sul tuo dispositivo o nel tuo gestore di password; Haven conserva solo una chiave pubblica.',
    loading: 'Caricamento delle tue passkey…',
    loadFailed: 'Impossibile caricare le tue passkey.',
    retry: 'Riprova',
    created: 'Aggiunta il {{date}}',
    lastUsed: 'Ultimo utilizzo il {{date}}',
    neverUsed: 'Non ancora usata',
    synced: 'Sincronizzata',
    syncedHint: 'Disponibile sui tuoi dispositivi che condividono questo gestore di password',
    singleDevice: 'Solo questo dispositivo',
    rename: 'Rinomina',
    renameNamed: 'Rinomina {{name}}',
    nameLabel: 'Nome della passkey',
    save: 'Salva',
    saving: 'Salvataggio…',
    cancel: 'Annulla',
    renamed: 'Passkey rinominata',
    remove: 'Rimuovi',
    removeNamed: 'Rimuovi {{name}}',
    removeTitle: 'Rimuovere questa passkey?',
    removeBody: 'Con “{{name}}” non potrai più accedere a Haven. Puoi anche eliminarla dal dispositivo o dal gestore di password.',
    removeLast: 'È la tua unica passkey: dopo accederai con la password.',
    removeConfirm: 'Rimuovi passkey',
    removing: 'Rimozione…',
    removed: 'Passkey rimossa',
    close: 'Chiudi',
    failed: 'Non ha funzionato. Riprova.',
  },
}

export default passkeys
