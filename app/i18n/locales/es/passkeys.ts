import type { PartialResources } from '../../resources'

const passkeys: PartialResources['passkeys'] = {
  signIn: {
    button: 'Iniciar sesión con una llave de acceso',
    working: 'Esperando tu llave de acceso…',
    hint: 'Usa el bloqueo de pantalla de tu dispositivo, un PIN o una llave de seguridad. No hace falta biometría.',
  },
  manager: {
    title: 'Llaves de acceso',
    description:
      'Inicia sesión sin contraseña con el bloqueo de pantalla de tu dispositivo, un PIN o una llave de seguridad. Nunca se requiere biometría.',
    enrolled: 'El inicio de sesión con llave de acceso está activo',
    notEnrolled: 'Todavía no tienes una llave de acceso',
    add: 'Configurar una llave de acceso',
    adding: 'Configurando…',
    added: 'Llave de acceso añadida',
    addedBody: 'La próxima vez, inicia sesión con «{{name}}».',
    listLabel: 'Tus llaves de acceso',
    empty:
      'Añade una llave de acceso para iniciar sesión de forma más rápida y segura. Se queda en tu dispositivo o en tu gestor de contraseñas; Haven solo guarda una clave pública.',
    loading: 'Cargando tus llaves de acceso…',
    loadFailed: 'No se pudieron cargar tus llaves de acceso.',
    retry: 'Intentar de nuevo',
    created: 'Añadida el {{date}}',
    lastUsed: 'Último uso: {{date}}',
    neverUsed: 'Sin usar todavía',
    synced: 'Sincronizada',
    syncedHint: 'Disponible en tus dispositivos que comparten este gestor de contraseñas',
    singleDevice: 'Solo este dispositivo',
    rename: 'Renombrar',
    renameNamed: 'Renombrar {{name}}',
    nameLabel: 'Nombre de la llave de acceso',
    save: 'Guardar',
    saving: 'Guardando…',
    cancel: 'Cancelar',
    renamed: 'Llave de acceso renombrada',
    remove: 'Quitar',
    removeNamed: 'Quitar {{name}}',
    removeTitle: '¿Quitar esta llave de acceso?',
    removeBody:
      '«{{name}}» ya no te permitirá iniciar sesión en Haven. También puedes borrarla de tu dispositivo o de tu gestor de contraseñas.',
    removeLast: 'Es tu única llave de acceso: después iniciarás sesión con tu contraseña.',
    removeConfirm: 'Quitar llave de acceso',
    removing: 'Quitando…',
    removed: 'Llave de acceso quitada',
    close: 'Cerrar',
    failed: 'No funcionó. Inténtalo de nuevo.',
  },
}

export default passkeys
