import type { PartialResources } from '../../resources'

/** Spanish texts of the `a11y` namespace: settings, hub and offline page (the statement stays in English). */
const a11y: PartialResources['a11y'] = {
  meta: {
    title: 'Accesibilidad',
    description: 'Accesibilidad en Haven: ajustes de tamaño de texto, contraste, movimiento, foco y lectores de pantalla.',
  },
  hub: {
    eyebrow: 'Acceso',
    title: 'Accesibilidad',
    intro: 'Haven debe funcionar para toda nuestra comunidad. Ajusta cómo se ve y se comporta el sitio en este dispositivo.',
    settingsLink: 'Ajustes de visualización',
    statementLink: 'Declaración de accesibilidad',
  },
  settings: {
    title: 'Ajustes de visualización',
    intro: 'Los cambios se aplican al instante en todas las páginas. Se guardan solo en este navegador y nunca se nos envían.',
    fontSize: {
      label: 'Tamaño del texto',
      description: 'Hace todo el texto y los espacios más pequeños o más grandes.',
      options: {
        small: 'Pequeño',
        medium: 'Mediano',
        large: 'Grande',
        'x-large': 'Muy grande',
      },
      default: '(predeterminado)',
    },
    highContrast: {
      label: 'Alto contraste',
      description: 'Colores de texto y bordes más fuertes, enlaces subrayados y sin superficies transparentes.',
    },
    reduceMotion: {
      label: 'Reducir movimiento',
      description: 'Detiene animaciones, transiciones y el fondo de aurora en movimiento.',
    },
    screenReaderOptimized: {
      label: 'Optimizado para lectores de pantalla',
      description: 'Oculta imágenes decorativas, muestra el texto completo sin cortarlo y añade espacio.',
    },
    focusIndicators: {
      label: 'Indicadores de foco más visibles',
      description: 'Dibuja un anillo grueso y de alto contraste alrededor del elemento con el foco del teclado.',
    },
    needsJavaScript:
      'Estos ajustes necesitan JavaScript, que está desactivado en este navegador. Los ajustes de zoom, contraste y movimiento de tu navegador siguen funcionando.',
    systemMotion: 'Tu dispositivo pide reducir el movimiento, así que las animaciones ya están desactivadas.',
    reset: 'Restablecer valores predeterminados',
    saved: 'Ajustes guardados',
    resetDone: 'Ajustes restablecidos',
    preview: 'Vista previa',
    previewText: 'Encuentra a tu gente, estés donde estés. Este texto muestra cómo se ven tus ajustes.',
    previewLink: 'Un enlace de ejemplo',
  },
  offline: {
    metaTitle: 'Sin conexión',
    title: 'Estás sin conexión',
    body: 'Haven no puede conectarse a internet ahora mismo. La página que pediste se abrirá en cuanto vuelvas a estar en línea.',
    tipsTitle: 'Qué puedes probar',
    tips: {
      connection: 'Revisa tu conexión wifi o de datos móviles.',
      airplane: 'Desactiva el modo avión.',
      wait: 'Espera un momento y vuelve a intentarlo: algunas redes se cortan brevemente.',
    },
    retry: 'Reintentar',
    home: 'Ir a la página de inicio',
  },
}

export default a11y
