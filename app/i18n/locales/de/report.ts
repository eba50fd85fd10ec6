import type { PartialResources } from '../../resources'

/** German texts of the `report` namespace: the report dialog of every content type. */
const report: PartialResources['report'] = {
  button: 'Melden',
  signIn: 'Zum Melden anmelden',
  title: {
    venue: 'Diesen Ort melden',
    review: 'Diese Bewertung melden',
    photo: 'Dieses Foto melden',
    user: 'Dieses Mitglied melden',
    event: 'Dieses Event melden',
    post: 'Diesen Beitrag melden',
    comment: 'Diesen Kommentar melden',
    group: 'Diese Crew melden',
  },
  description: 'Sag unseren Moderator*innen, was nicht stimmt. Deine Meldung ist vertraulich: Niemand erfährt, wer sie geschickt hat.',
  reason: 'Grund',
  chooseReason: 'Grund auswählen',
  details: 'Details (optional)',
  detailsHint: 'Alles, was beim Verstehen hilft, bis zu {{max}} Zeichen.',
  submit: 'Meldung senden',
  sending: 'Wird gesendet…',
  cancel: 'Abbrechen',
  close: 'Schließen',
  reasons: {
    spam: 'Spam oder Werbung',
    harassment: 'Belästigung oder Mobbing',
    hate_speech: 'Hassrede',
    violence: 'Gewalt oder Drohungen',
    sexual_content: 'Sexuelle Inhalte',
    impersonation: 'Identitätsbetrug',
    scam: 'Betrug',
    misinformation: 'Falsche oder irreführende Angaben',
    self_harm: 'Selbstverletzung oder Suizid',
    underage: 'Betrifft eine minderjährige Person',
    privacy: 'Veröffentlicht private Informationen',
    other: 'Etwas anderes',
  },
  sentTitle: 'Danke für deine Meldung',
  sentBody: 'Ein*e Moderator*in sieht sie sich bald an.',
  failedTitle: 'Meldung nicht gesendet',
  errors: {
    reason: 'Wähle einen Grund aus der Liste.',
    details: 'Details dürfen höchstens {{max}} Zeichen lang sein.',
    target: 'Das kann nicht gemeldet werden.',
    notFound: 'Wir konnten das Gemeldete nicht finden. Vielleicht wurde es entfernt.',
    self: 'Eigene Inhalte kannst du nicht melden.',
    duplicate: 'Du hast das bereits gemeldet. Ein*e Moderator*in sieht es sich an.',
    tooMany: 'Du hast in kurzer Zeit viele Meldungen gesendet. Bitte versuch es später noch einmal.',
  },
}

export default report
