import type { PartialResources } from '../../resources'

/** Portuguese texts of the `consent` namespace: cookie banner, preferences, reset. */
const consent: PartialResources['consent'] = {
  banner: {
    region: 'Consentimento de cookies',
    title: 'Configurações de cookies',
    body: 'O Haven usa cookies necessários para manter tudo seguro e sua sessão ativa. Com a sua permissão, também lembramos suas configurações e contamos visitas de forma anônima.',
    acceptAll: 'Aceitar todos',
    necessaryOnly: 'Somente necessários',
    customize: 'Personalizar',
  },
  dialog: {
    title: 'Preferências de cookies',
    description: 'Escolha quais cookies o Haven pode usar. Os necessários ficam sempre ativos porque o site não funciona sem eles.',
    save: 'Salvar preferências',
    acceptAll: 'Aceitar todos',
    necessaryOnly: 'Somente necessários',
    close: 'Fechar',
    alwaysOn: 'Sempre ativos',
    note: 'Você pode mudar essas configurações quando quiser na página <privacy>Política de Privacidade</privacy>.',
  },
  categories: {
    necessary: { label: 'Necessários', description: 'Login, segurança, seu idioma e seu tema. Mantêm o Haven funcionando.' },
    functional: { label: 'Funcionais', description: 'Lembram extras, como suas buscas recentes, para uma visita mais tranquila.' },
    analytics: {
      label: 'Estatísticas',
      description: 'Contagens anônimas de visitas que nos ajudam a melhorar o Haven. Sem endereço IP, sem perfis.',
    },
    marketing: {
      label: 'Marketing',
      description: 'Permitem medir nossas campanhas e mostrar novidades do Haven para você em outros lugares.',
    },
  },
  reset: {
    title: 'Suas escolhas de cookies',
    none: 'Você ainda não fez uma escolha. O aviso de cookies vai perguntar.',
    savedOn: 'Salvo em {{date}}',
    on: 'Ativado',
    off: 'Desativado',
    resetButton: 'Redefinir preferências de cookies',
    openButton: 'Abrir preferências de cookies',
    resetDone: 'Suas preferências de cookies foram redefinidas. O aviso vai perguntar de novo.',
  },
}

export default consent
