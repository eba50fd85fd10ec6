import type { PartialResources } from '../../resources'

/** Portuguese texts of the `a11y` namespace: settings, hub and offline page (the statement stays in English). */
const a11y: PartialResources['a11y'] = {
  meta: {
    title: 'Acessibilidade',
    description: 'Acessibilidade no Haven: ajustes de tamanho do texto, contraste, movimento, foco e leitores de tela.',
  },
  hub: {
    eyebrow: 'Acesso',
    title: 'Acessibilidade',
    intro: 'O Haven deve funcionar para toda a nossa comunidade. Ajuste a aparência e o comportamento do site neste dispositivo.',
    settingsLink: 'Ajustes de exibição',
    statementLink: 'Declaração de acessibilidade',
  },
  settings: {
    title: 'Ajustes de exibição',
    intro: 'As mudanças valem na hora, em todas as páginas. Ficam guardadas só neste navegador e nunca são enviadas para nós.',
    fontSize: {
      label: 'Tamanho do texto',
      description: 'Deixa todo o texto e os espaçamentos menores ou maiores.',
      options: {
        small: 'Pequeno',
        medium: 'Médio',
        large: 'Grande',
        'x-large': 'Muito grande',
      },
      default: '(padrão)',
    },
    highContrast: {
      label: 'Alto contraste',
      description: 'Cores de texto e bordas mais fortes, links sublinhados e nenhuma superfície transparente.',
    },
    reduceMotion: {
      label: 'Reduzir movimento',
      description: 'Para animações, transições e o fundo de aurora em movimento.',
    },
    screenReaderOptimized: {
      label: 'Otimizado para leitores de tela',
      description: 'Oculta imagens decorativas, mostra o texto completo sem cortes e adiciona espaço.',
    },
    focusIndicators: {
      label: 'Indicadores de foco reforçados',
      description: 'Desenha um anel grosso e de alto contraste em volta do elemento com o foco do teclado.',
    },
    needsJavaScript:
      'Estes ajustes precisam de JavaScript, que está desativado neste navegador. Os ajustes de zoom, contraste e movimento do seu navegador continuam valendo.',
    systemMotion: 'Seu dispositivo pede movimento reduzido, então as animações já estão desligadas.',
    reset: 'Restaurar padrões',
    saved: 'Ajustes salvos',
    resetDone: 'Ajustes restaurados',
    preview: 'Prévia',
    previewText: 'Encontre sua galera, onde quer que você esteja. Este texto mostra o efeito dos seus ajustes.',
    previewLink: 'Um link de exemplo',
  },
  offline: {
    metaTitle: 'Sem conexão',
    title: 'Você está sem conexão',
    body: 'O Haven não consegue acessar a internet agora. A página que você pediu vai abrir assim que você voltar a ficar online.',
    tipsTitle: 'O que tentar',
    tips: {
      connection: 'Verifique sua conexão Wi-Fi ou de dados móveis.',
      airplane: 'Desative o modo avião.',
      wait: 'Espere um pouco e tente de novo: algumas redes caem por instantes.',
    },
    retry: 'Tentar de novo',
    home: 'Ir para a página inicial',
  },
}

export default a11y
