import type { PartialResources } from '../../resources'

const passkeys: PartialResources['passkeys'] = {
  signIn: {
    button: 'Entrar com uma chave de acesso',
    working: 'Aguardando sua chave de acesso…',
    hint: 'Use o bloqueio de tela do seu dispositivo, um PIN ou uma chave de segurança. Sem biometria.',
  },
  manager: {
    title: 'Chaves de acesso',
    description:
      'Entre sem senha usando o bloqueio de tela do seu dispositivo, um PIN ou uma chave de segurança. A biometria nunca é obrigatória.',
    enrolled: 'O login com chave de acesso está ativo',
    notEnrolled: 'Nenhuma chave de acesso configurada ainda',
    add: 'Configurar uma chave de acesso',
    adding: 'Configurando…',
    added: 'Chave de acesso adicionada',
    addedBody: 'Da próxima vez, entre com “{{name}}”.',
    listLabel: 'Suas chaves de acesso',
    empty:
      'Adicione uma chave de acesso para entrar com mais rapidez e segurança. Ela fica no seu dispositivo ou no seu gerenciador de senhas; o Haven guarda só uma chave pública.',
    loading: 'Carregando suas chaves de acesso…',
    loadFailed: 'Não foi possível carregar suas chaves de acesso.',
    retry: 'Tentar de novo',
    created: 'Adicionada em {{date}}',
    lastUsed: 'Último uso em {{date}}',
    neverUsed: 'Ainda não usada',
    synced: 'Sincronizada',
    syncedHint: 'Disponível nos seus dispositivos que compartilham este gerenciador de senhas',
    singleDevice: 'Somente este dispositivo',
    rename: 'Renomear',
    renameNamed: 'Renomear {{name}}',
    nameLabel: 'Nome da chave de acesso',
    save: 'Salvar',
    saving: 'Salvando…',
    cancel: 'Cancelar',
    renamed: 'Chave de acesso renomeada',
    remove: 'Remover',
    removeNamed: 'Remover {{name}}',
    removeTitle: 'Remover esta chave de acesso?',
    removeBody:
      '“{{name}}” não vai mais permitir entrar no Haven. Você também pode apagá-la do seu dispositivo ou do gerenciador de senhas.',
    removeLast: 'É sua única chave de acesso: depois você entrará com sua senha.',
    removeConfirm: 'Remover chave de acesso',
    removing: 'Removendo…',
    removed: 'Chave de acesso removida',
    close: 'Fechar',
    failed: 'Não funcionou. Tente novamente.',
  },
}

export default passkeys
