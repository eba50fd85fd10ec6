import type { PartialResources } from '../../resources'

/** Italian texts of the `report` namespace: the report dialog of every content type. */
const report: PartialResources['report'] = {
  button: 'Segnala',
  signIn: 'Accedi per segnalare',
  title: {
    venue: 'Segnala questo spazio',
    review: 'Segnala questa recensione',
    photo: 'Segnala questa foto',
    user: 'Segnala questo membro',
    event: 'Segnala questo evento',
    post: 'Segnala questo post',
    comment: 'Segnala questo commento',
    group: 'Segnala questa crew',
  },
  description: 'Di’ alla moderazione cosa non va. La tua segnalazione è riservata: nessuno saprà chi l’ha inviata.',
  reason: 'Motivo',
  chooseReason: 'Scegli un motivo',
  details: 'Dettagli (facoltativo)',
  detailsHint: 'Tutto ciò che aiuta a capire, fino a {{max}} caratteri.',
  submit: 'Invia segnalazione',
  sending: 'Invio…',
  cancel: 'Annulla',
  close: 'Chiudi',
  reasons: {
    spam: 'Spam o pubblicità',
    harassment: 'Molestie o bullismo',
    hate_speech: 'Incitamento all’odio',
    violence: 'Violenza o minacce',
    sexual_content: 'Contenuti sessuali',
    impersonation: 'Furto d’identità',
    scam: 'Truffa o frode',
    misinformation: 'Informazioni false o fuorvianti',
    self_harm: 'Autolesionismo o suicidio',
    underage: 'Riguarda una persona minorenne',
    privacy: 'Diffonde informazioni private',
    other: 'Altro',
  },
  sentTitle: 'Grazie per la segnalazione',
  sentBody: 'La moderazione la esaminerà presto.',
  failedTitle: 'Segnalazione non inviata',
  errors: {
    reason: 'Scegli un motivo dall’elenco.',
    details: 'I dettagli possono avere al massimo {{max}} caratteri.',
    target: 'Questo non può essere segnalato.',
    notFound: 'Non troviamo ciò che stai segnalando. Forse è stato rimosso.',
    self: 'Non puoi segnalare i tuoi contenuti.',
    duplicate: 'L’hai già segnalato. La moderazione lo esaminerà.',
    tooMany: 'Hai inviato molte segnalazioni in poco tempo. Riprova più tardi.',
  },
}

export default report
