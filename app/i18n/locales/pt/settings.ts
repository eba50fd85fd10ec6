import type { PartialResources } from '../../resources'

const settings: PartialResources['settings'] = {
  "title": "My Vibe",
  "metaTitle": "My Vibe – configurações",
  "intro": "Teu perfil, tua privacidade, tuas regras. Tudo aqui vale só para você.",
  "nav": {
    "label": "Seções das configurações",
    "profile": "Perfil",
    "photos": "Fotos e avatar",
    "privacy": "Privacidade",
    "notifications": "Notificações",
    "security": "Segurança",
    "blocked": "Membros bloqueados",
    "danger": "Excluir conta"
  },
  "save": "Salvar alterações",
  "saving": "Salvando…",
  "errorSummary": "Confira os campos destacados.",
  "profile": {
    "title": "Perfil",
    "description": "Como outros membros veem você.",
    "displayName": "Nome de exibição",
    "displayNameHint": "Até {{max}} caracteres. Use o nome que quiser; não precisa ser seu nome legal.",
    "pronouns": "Pronomes",
    "pronounsHint": "Escolha uma sugestão ou escreva os seus.",
    "bio": "Bio",
    "bioHint": "Algumas palavras sobre você (até {{max}} caracteres).",
    "interests": "Interesses",
    "lookingFor": "Procuro",
    "userMode": "O que te traz aqui",
    "userModeHint": "Muda o que o Haven destaca para você. Dá para trocar quando quiser.",
    "city": "Cidade",
    "cityHint": "Digite pelo menos 2 letras e escolha sua cidade na lista. Guardamos só a cidade, nunca sua posição.",
    "cityPlaceholder": "ex.: Lisboa",
    "cityNone": "Nenhuma cidade encontrada",
    "citySearching": "Buscando…",
    "cityResults_one": "{{count}} cidade encontrada",
    "cityResults_other": "{{count}} cidades encontradas",
    "cityClear": "Remover cidade",
    "showCity": "Mostrar minha cidade no perfil",
    "showCityHint": "Desligado, sua cidade só serve para sugerir eventos e lugares para você."
  },
  "photos": {
    "title": "Fotos e avatar",
    "description": "JPEG, PNG, WebP ou GIF de até 5 MB. Removemos dados ocultos, como o local onde a foto foi tirada, antes que alguém possa vê-la.",
    "current": "Seu avatar",
    "upload": "Enviar uma imagem",
    "uploadButton": "Enviar avatar",
    "removeAvatar": "Remover imagem",
    "chooseFile": "Arquivo de imagem",
    "builder": "Ou monte um avatar",
    "builderHint": "Salvar um avatar montado substitui a imagem enviada.",
    "color": "Cor de fundo",
    "shape": "Formato",
    "kind": "Mostrar",
    "kinds": {
      "initials": "Iniciais",
      "emoji": "Emoji"
    },
    "initials": "Iniciais (1 a 3 caracteres)",
    "emoji": "Emoji",
    "shapes": {
      "circle": "Círculo",
      "rounded": "Arredondado",
      "square": "Quadrado"
    },
    "colors": {
      "violet": "Violeta",
      "fuchsia": "Fúcsia",
      "rose": "Rosa",
      "amber": "Âmbar",
      "emerald": "Esmeralda",
      "sky": "Céu",
      "indigo": "Índigo",
      "slate": "Ardósia"
    },
    "saveBuilder": "Salvar avatar montado",
    "gallery": "Fotos do perfil",
    "galleryHint": "Até {{max}} fotos, mostradas nesta ordem no seu perfil.",
    "galleryEmpty": "Nenhuma foto ainda.",
    "addPhoto": "Adicionar foto",
    "photoAlt": "Foto do perfil {{n}}",
    "moveUp": "Mover a foto {{n}} para antes",
    "moveDown": "Mover a foto {{n}} para depois",
    "remove": "Remover a foto {{n}}"
  },
  "privacy": {
    "title": "Privacidade",
    "description": "Decida quem pode te encontrar e o que vê.",
    "visibility": "Quem pode ver meu perfil",
    "visibilities": {
      "everyone": {
        "label": "Todo mundo",
        "description": "Qualquer pessoa, mesmo sem conta"
      },
      "members": {
        "label": "Membros",
        "description": "Membros do Haven conectados"
      },
      "friends": {
        "label": "Amigos",
        "description": "Só as pessoas do seu Squad"
      },
      "nobody": {
        "label": "Ninguém",
        "description": "Só você"
      }
    },
    "hiddenFromDirectory": "Me esconder do diretório de membros",
    "hiddenFromSearch": "Me esconder dos resultados de busca",
    "showOnlineStatus": "Mostrar quando estou online",
    "checkInsPrivate": "Manter meus check-ins privados"
  },
  "notifications": {
    "title": "Notificações",
    "description": "Escolha sobre o que você quer saber e onde.",
    "type": "Notificação",
    "channels": {
      "inApp": "No app",
      "email": "Por e-mail"
    },
    "types": {
      "new_message": "Nova mensagem",
      "new_follower": "Novo seguidor",
      "event_invite": "Convite para evento",
      "group_invite": "Convite para grupo",
      "mention": "Menção",
      "post_liked": "Curtida em post",
      "post_comment": "Comentário em post"
    },
    "toggle": "{{type}}: {{channel}}"
  },
  "security": {
    "title": "Segurança",
    "description": "Onde você está conectado, sua senha e suas passkeys.",
    "sessions": "Sessões ativas",
    "sessionsHint": "Cada navegador ou app em que você está conectado.",
    "thisDevice": "Este dispositivo",
    "sessionApp": "App",
    "unknownDevice": "Dispositivo desconhecido",
    "deviceOn": "{{browser}} no {{os}}",
    "lastActive": "Última atividade em {{date}}",
    "signedIn": "Conectado em {{date}}",
    "endSession": "Encerrar esta sessão",
    "signOutOthers": "Desconectar outros dispositivos",
    "signOutEverywhere": "Sair em todos os lugares",
    "password": "Alterar senha",
    "setPassword": "Definir uma senha",
    "currentPassword": "Senha atual",
    "newPassword": "Nova senha",
    "newPasswordHint": "Pelo menos 10 caracteres. Uma frase com algumas palavras sem relação funciona bem.",
    "confirmPassword": "Repita a nova senha",
    "changePassword": "Alterar senha",
    "passwordNote": "Alterar a senha desconecta seus outros dispositivos.",
    "email": "Endereço de e-mail",
    "emailCurrent": "Você entra com {{email}}. Outros membros nunca o veem.",
    "emailNone": "Sua conta ainda não tem endereço de e-mail.",
    "newEmail": "Novo endereço de e-mail",
    "changeEmail": "Alterar e-mail",
    "emailNote": "Enviamos um link para o novo endereço; a alteração acontece quando você o abrir.",
    "passkeys": "Passkeys",
    "panicTitle": "Em perigo agora?",
    "panicBody": "A saída de emergência encerra de uma vez todas as sessões em todos os dispositivos e leva você a um site neutro.",
    "quickExitBody": "Saída rápida (ou Shift+Esc em qualquer página) sai do Haven na hora para uma busca do tempo, sem deixar esta página no botão Voltar."
  },
  "safety": {
    "panic": {
      "label": "Saída de emergência",
      "hint": "Sair em todos os dispositivos e ir para um site neutro"
    }
  },
  "blocked": {
    "title": "Membros bloqueados",
    "description": "Membros bloqueados não podem ver seu perfil nem te mandar mensagens.",
    "empty": "Você não bloqueou ninguém.",
    "unblock": "Desbloquear",
    "unblockLabel": "Desbloquear {{name}}",
    "since": "Bloqueado em {{date}}",
    "unknown": "Usuário desconhecido"
  },
  "danger": {
    "title": "Excluir conta",
    "description": "Isso exclui sua conta e seus dados para sempre: perfil, fotos, posts, mensagens, check-ins e todo o resto. Não dá para desfazer.",
    "confirm": "Digite DELETE (ou seu e-mail) para confirmar",
    "confirmWord": "DELETE",
    "password": "Senha atual",
    "submit": "Excluir minha conta para sempre"
  },
  "toasts": {
    "emailChangeSent": "Confira sua nova caixa de entrada",
    "emailChangeSentBody": "Abra o link que enviamos para {{email}} para confirmar a alteração.",
    "profileSaved": "Perfil salvo",
    "avatarSaved": "Avatar atualizado",
    "avatarRemoved": "Imagem removida",
    "photoAdded": "Foto adicionada",
    "photoRemoved": "Foto removida",
    "photoMoved": "Ordem das fotos salva",
    "privacySaved": "Configurações de privacidade salvas",
    "notificationsSaved": "Preferências de notificação salvas",
    "sessionEnded": "Sessão encerrada",
    "othersEnded": "Seus outros dispositivos foram desconectados.",
    "everywhereEnded": "Você saiu em todos os dispositivos.",
    "passwordChanged": "Senha alterada",
    "passwordChangedBody": "Seus outros dispositivos foram desconectados.",
    "blocked": "Membro bloqueado",
    "unblocked": "Membro desbloqueado",
    "accountDeleted": "Sua conta foi excluída",
    "accountDeletedBody": "Cuide-se. Você sempre será bem-vinde de volta."
  },
  "errors": {
    "invalidEmail": "Digite um endereço de e-mail válido.",
    "sameEmail": "Este já é o seu endereço de e-mail.",
    "unexpected": "Ocorreu um erro",
    "invalidForm": "Não foi possível ler este formulário. Recarregue a página e tente de novo.",
    "crossSite": "Este pedido não veio do Haven.",
    "displayNameRequired": "Digite um nome de exibição.",
    "displayNameTooLong": "Use no máximo {{max}} caracteres.",
    "pronounsTooLong": "Use no máximo {{max}} caracteres.",
    "bioTooLong": "Use no máximo {{max}} caracteres.",
    "invalidChoice": "Escolha da lista.",
    "userModeRequired": "Escolha o que te traz aqui.",
    "cityNotFound": "Não encontramos esta cidade. Digite o nome e escolha na lista.",
    "visibilityRequired": "Escolha quem pode ver seu perfil.",
    "fileRequired": "Escolha um arquivo de imagem.",
    "fileType": "Este arquivo não é uma imagem JPEG, PNG, WebP ou GIF.",
    "fileTooLarge": "Este arquivo tem mais de 5 MB.",
    "photoLimit": "Você pode ter até {{max}} fotos. Remova uma antes.",
    "photoNotFound": "Esta foto não existe (mais).",
    "avatarColor": "Escolha uma cor.",
    "avatarShape": "Escolha um formato.",
    "avatarKind": "Escolha iniciais ou um emoji.",
    "initialsInvalid": "Use de 1 a 3 letras ou números.",
    "emojiInvalid": "Escolha um dos emojis.",
    "sessionNotFound": "Esta sessão já foi encerrada.",
    "currentPasswordWrong": "Sua senha atual não está certa.",
    "currentPasswordRequired": "Digite sua senha atual.",
    "passwordMismatch": "As duas novas senhas não são iguais.",
    "passwordWeak": "Escolha uma senha mais forte.",
    "tooManyAttempts": "Tentativas demais. Tente de novo em alguns minutos.",
    "confirmMismatch": "Digite DELETE ou seu e-mail exatamente.",
    "memberNotFound": "Este membro não existe.",
    "blockSelf": "Você não pode bloquear a si mesmo.",
    "notBlocked": "Este membro não está bloqueado."
  }
}

export default settings
