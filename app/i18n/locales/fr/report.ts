import type { PartialResources } from '../../resources'

/** French texts of the `report` namespace: the report dialog of every content type. */
const report: PartialResources['report'] = {
  button: 'Signaler',
  signIn: 'Connectez-vous pour signaler',
  title: {
    venue: 'Signaler ce lieu',
    review: 'Signaler cet avis',
    photo: 'Signaler cette photo',
    user: 'Signaler ce membre',
    event: 'Signaler cet événement',
    post: 'Signaler cette publication',
    comment: 'Signaler ce commentaire',
    group: 'Signaler ce crew',
  },
  description: 'Dites à l’équipe de modération ce qui ne va pas. Votre signalement est confidentiel : personne ne saura qui l’a envoyé.',
  reason: 'Motif',
  chooseReason: 'Choisissez un motif',
  details: 'Détails (facultatif)',
  detailsHint: 'Tout ce qui aide à comprendre, jusqu’à {{max}} caractères.',
  submit: 'Envoyer le signalement',
  sending: 'Envoi…',
  cancel: 'Annuler',
  close: 'Fermer',
  reasons: {
    spam: 'Spam ou publicité',
    harassment: 'Harcèlement ou intimidation',
    hate_speech: 'Discours de haine',
    violence: 'Violence ou menaces',
    sexual_content: 'Contenu sexuel',
    impersonation: 'Usurpation d’identité',
    scam: 'Arnaque ou fraude',
    misinformation: 'Informations fausses ou trompeuses',
    self_harm: 'Automutilation ou suicide',
    underage: 'Concerne une personne mineure',
    privacy: 'Divulgue des informations privées',
    other: 'Autre chose',
  },
  sentTitle: 'Merci pour votre signalement',
  sentBody: 'L’équipe de modération va l’examiner bientôt.',
  failedTitle: 'Signalement non envoyé',
  errors: {
    reason: 'Choisissez un motif dans la liste.',
    details: 'Les détails ne peuvent pas dépasser {{max}} caractères.',
    target: 'Ceci ne peut pas être signalé.',
    notFound: 'Nous ne trouvons pas ce que vous signalez. Il a peut-être été supprimé.',
    self: 'Vous ne pouvez pas signaler votre propre contenu.',
    duplicate: 'Vous l’avez déjà signalé. L’équipe de modération va l’examiner.',
    tooMany: 'Vous avez envoyé beaucoup de signalements en peu de temps. Réessayez plus tard.',
  },
}

export default report
