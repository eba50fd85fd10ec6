import type { PartialResources } from '../../resources'

/** Spanish texts of the `consent` namespace: cookie banner, preferences, reset. */
const consent: PartialResources['consent'] = {
  banner: {
    region: 'Consentimiento de cookies',
    title: 'Configuración de cookies',
    body: 'Haven usa cookies necesarias para ser seguro y mantener tu sesión abierta. Si nos das permiso, también recordaremos tus ajustes y contaremos visitas de forma anónima.',
    acceptAll: 'Aceptar todas',
    necessaryOnly: 'Solo necesarias',
    customize: 'Personalizar',
  },
  dialog: {
    title: 'Preferencias de cookies',
    description: 'Elige qué cookies puede usar Haven. Las necesarias siempre están activas porque sin ellas el sitio no funciona.',
    save: 'Guardar preferencias',
    acceptAll: 'Aceptar todas',
    necessaryOnly: 'Solo necesarias',
    close: 'Cerrar',
    alwaysOn: 'Siempre activas',
    note: 'Puedes cambiar estos ajustes cuando quieras desde la página de <privacy>Política de privacidad</privacy>.',
  },
  categories: {
    necessary: { label: 'Necesarias', description: 'Inicio de sesión, seguridad, tu idioma y tu tema. Hacen que Haven funcione.' },
    functional: { label: 'Funcionales', description: 'Recuerdan extras como tus búsquedas recientes para que la visita sea más fluida.' },
    analytics: {
      label: 'Analíticas',
      description: 'Recuentos anónimos de visitas que nos ayudan a mejorar Haven. Sin direcciones IP ni perfiles.',
    },
    marketing: { label: 'Marketing', description: 'Nos permiten medir nuestras campañas y mostrarte novedades de Haven en otros sitios.' },
  },
  reset: {
    title: 'Tus opciones de cookies',
    none: 'Aún no has elegido nada. El aviso de cookies te lo preguntará.',
    savedOn: 'Guardado el {{date}}',
    on: 'Activadas',
    off: 'Desactivadas',
    resetButton: 'Restablecer preferencias de cookies',
    openButton: 'Abrir preferencias de cookies',
    resetDone: 'Tus preferencias de cookies se han restablecido. El aviso volverá a preguntarte.',
  },
}

export default consent
