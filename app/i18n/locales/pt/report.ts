import type { PartialResources } from '../../resources'

/** Portuguese texts of the `report` namespace: the report dialog of every content type. */
const report: PartialResources['report'] = {
  button: 'Denunciar',
  signIn: 'Entre para denunciar',
  title: {
    venue: 'Denunciar este espaço',
    review: 'Denunciar esta avaliação',
    photo: 'Denunciar esta foto',
    user: 'Denunciar este membro',
    event: 'Denunciar este evento',
    post: 'Denunciar esta publicação',
    comment: 'Denunciar este comentário',
    group: 'Denunciar este crew',
  },
  description: 'Conte à moderação o que está errado. Sua denúncia é confidencial: ninguém saberá quem a enviou.',
  reason: 'Motivo',
  chooseReason: 'Escolha um motivo',
  details: 'Detalhes (opcional)',
  detailsHint: 'O que ajudar a entender, até {{max}} caracteres.',
  submit: 'Enviar denúncia',
  sending: 'Enviando…',
  cancel: 'Cancelar',
  close: 'Fechar',
  reasons: {
    spam: 'Spam ou propaganda',
    harassment: 'Assédio ou bullying',
    hate_speech: 'Discurso de ódio',
    violence: 'Violência ou ameaças',
    sexual_content: 'Conteúdo sexual',
    impersonation: 'Falsidade ideológica',
    scam: 'Golpe ou fraude',
    misinformation: 'Informação falsa ou enganosa',
    self_harm: 'Autolesão ou suicídio',
    underage: 'Envolve uma pessoa menor de idade',
    privacy: 'Expõe informações privadas',
    other: 'Outra coisa',
  },
  sentTitle: 'Obrigado pela denúncia',
  sentBody: 'A moderação vai analisar em breve.',
  failedTitle: 'Denúncia não enviada',
  errors: {
    reason: 'Escolha um motivo da lista.',
    details: 'Os detalhes podem ter no máximo {{max}} caracteres.',
    target: 'Isto não pode ser denunciado.',
    notFound: 'Não encontramos o que você está denunciando. Talvez tenha sido removido.',
    self: 'Você não pode denunciar o seu próprio conteúdo.',
    duplicate: 'Você já denunciou isto. A moderação vai analisar.',
    tooMany: 'Você enviou muitas denúncias em pouco tempo. Tente novamente mais tarde.',
  },
}

export default report
