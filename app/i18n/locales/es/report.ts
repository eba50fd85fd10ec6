import type { PartialResources } from '../../resources'

/** Spanish texts of the `report` namespace: the report dialog of every content type. */
const report: PartialResources['report'] = {
  button: 'Denunciar',
  signIn: 'Inicia sesión para denunciar',
  title: {
    venue: 'Denunciar este espacio',
    review: 'Denunciar esta reseña',
    photo: 'Denunciar esta foto',
    user: 'Denunciar a este miembro',
    event: 'Denunciar este evento',
    post: 'Denunciar esta publicación',
    comment: 'Denunciar este comentario',
    group: 'Denunciar este crew',
  },
  description: 'Cuéntale al equipo de moderación qué pasa. Tu denuncia es confidencial: nadie sabrá quién la envió.',
  reason: 'Motivo',
  chooseReason: 'Elige un motivo',
  details: 'Detalles (opcional)',
  detailsHint: 'Lo que ayude a entender el problema, hasta {{max}} caracteres.',
  submit: 'Enviar denuncia',
  sending: 'Enviando…',
  cancel: 'Cancelar',
  close: 'Cerrar',
  reasons: {
    spam: 'Spam o publicidad',
    harassment: 'Acoso o intimidación',
    hate_speech: 'Discurso de odio',
    violence: 'Violencia o amenazas',
    sexual_content: 'Contenido sexual',
    impersonation: 'Suplantación de identidad',
    scam: 'Estafa o fraude',
    misinformation: 'Información falsa o engañosa',
    self_harm: 'Autolesión o suicidio',
    underage: 'Involucra a una persona menor',
    privacy: 'Comparte información privada',
    other: 'Otra cosa',
  },
  sentTitle: 'Gracias por tu denuncia',
  sentBody: 'El equipo de moderación la revisará pronto.',
  failedTitle: 'Denuncia no enviada',
  errors: {
    reason: 'Elige un motivo de la lista.',
    details: 'Los detalles pueden tener como máximo {{max}} caracteres.',
    target: 'Esto no se puede denunciar.',
    notFound: 'No encontramos lo que quieres denunciar. Puede que se haya eliminado.',
    self: 'No puedes denunciar tu propio contenido.',
    duplicate: 'Ya lo denunciaste. El equipo de moderación lo revisará.',
    tooMany: 'Enviaste muchas denuncias en poco tiempo. Inténtalo de nuevo más tarde.',
  },
}

export default report
