import type { EmailTemplateSet } from './types'

/** German built-in emails (informal du, like the app). */
export default {
  newsletter_confirm: {
    subject: 'Bestätige dein Abo des {{app}}-Newsletters',
    text: 'Hallo! Bitte bestätige über diesen Link, dass du den {{app}}-Newsletter bekommen möchtest:\n{{confirmUrl}}\n\nFalls du ihn nicht angefordert hast, ignoriere diese E-Mail einfach – dann passiert nichts.',
    html: '<p>Hallo!</p><p>Bitte bestätige, dass du den {{app}}-Newsletter bekommen möchtest:</p><p><a href="{{confirmUrl}}">Mein Abo bestätigen</a></p><p>Falls du ihn nicht angefordert hast, ignoriere diese E-Mail einfach – dann passiert nichts.</p>',
  },
  verify_email: {
    subject: 'Bestätige deine E-Mail-Adresse für {{app}}',
    text: 'Willkommen bei {{app}}! Bestätige deine E-Mail-Adresse über diesen Link:\n{{verifyUrl}}\n\nDer Link ist 24 Stunden gültig.',
    html: '<p>Willkommen bei {{app}}!</p><p><a href="{{verifyUrl}}">Meine E-Mail-Adresse bestätigen</a></p><p>Der Link ist 24 Stunden gültig.</p>',
  },
  password_recovery: {
    subject: 'Setze dein {{app}}-Passwort zurück',
    text: 'Jemand möchte das Passwort deines {{app}}-Kontos zurücksetzen. Wenn du das warst, öffne:\n{{resetUrl}}\n\nDer Link ist 1 Stunde gültig. Wenn du es nicht warst, kannst du diese E-Mail ignorieren.',
    html: '<p>Jemand möchte das Passwort deines {{app}}-Kontos zurücksetzen.</p><p><a href="{{resetUrl}}">Neues Passwort wählen</a></p><p>Der Link ist 1 Stunde gültig. Wenn du es nicht warst, kannst du diese E-Mail ignorieren.</p>',
  },
  account_exists: {
    subject: 'Dein {{app}}-Konto',
    text: 'Jemand – vielleicht du – hat versucht, mit dieser E-Mail-Adresse ein {{app}}-Konto anzulegen. Du hast schon eins.\n\nAnmelden: {{signInUrl}}\nPasswort vergessen? {{resetUrl}}\n\nWenn du es nicht warst, kannst du diese E-Mail ignorieren.',
    html: '<p>Jemand – vielleicht du – hat versucht, mit dieser E-Mail-Adresse ein {{app}}-Konto anzulegen. Du hast schon eins.</p><p><a href="{{signInUrl}}">Anmelden</a> · <a href="{{resetUrl}}">Passwort zurücksetzen</a></p><p>Wenn du es nicht warst, kannst du diese E-Mail ignorieren.</p>',
  },
  sign_in_link: {
    subject: 'Dein Anmeldelink für {{app}}',
    text: 'Es gab viele Versuche, dich bei deinem {{app}}-Konto anzumelden, deshalb ist die Anmeldung mit Passwort eine Weile pausiert. Wenn du das warst, meldet dich dieser Link an:\n{{signInUrl}}\n\nDer Link funktioniert einmal und läuft in 1 Stunde ab. Wenn du es nicht warst, versucht vielleicht jemand, dein Passwort zu erraten: Du kannst diese E-Mail ignorieren und ein längeres Passwort wählen. Dein Passwort wurde nicht geändert.',
    html: '<p>Es gab viele Versuche, dich bei deinem {{app}}-Konto anzumelden, deshalb ist die Anmeldung mit Passwort eine Weile pausiert. Wenn du das warst, meldet dich dieser Link an:</p><p><a href="{{signInUrl}}">Anmelden</a></p><p>Der Link funktioniert einmal und läuft in 1 Stunde ab. Wenn du es nicht warst, versucht vielleicht jemand, dein Passwort zu erraten: Du kannst diese E-Mail ignorieren und ein längeres Passwort wählen. Dein Passwort wurde nicht geändert.</p>',
  },
  contact_received: {
    subject: 'Wir haben deine Nachricht bekommen',
    text: 'Danke, dass du {{app}} geschrieben hast. Wir lesen jede Nachricht und antworten innerhalb weniger Tage.\n\nDeine Nachricht:\n{{message}}',
    html: '<p>Danke, dass du {{app}} geschrieben hast. Wir lesen jede Nachricht und antworten innerhalb weniger Tage.</p><blockquote>{{message}}</blockquote>',
  },
  email_change: {
    subject: 'Bestätige deine neue E-Mail-Adresse für {{app}}',
    text: 'Du möchtest diese Adresse für dein {{app}}-Konto verwenden. Bestätige sie über diesen Link:\n{{confirmUrl}}\n\nDer Link ist 24 Stunden gültig. Bis dahin meldest du dich weiter mit deiner bisherigen Adresse an. Wenn du es nicht warst, kannst du diese E-Mail ignorieren.',
    html: '<p>Du möchtest diese Adresse für dein {{app}}-Konto verwenden.</p><p><a href="{{confirmUrl}}">Meine neue E-Mail-Adresse bestätigen</a></p><p>Der Link ist 24 Stunden gültig. Bis dahin meldest du dich weiter mit deiner bisherigen Adresse an. Wenn du es nicht warst, kannst du diese E-Mail ignorieren.</p>',
  },
  email_changed: {
    subject: 'Die E-Mail-Adresse deines {{app}}-Kontos wurde geändert',
    text: 'Die E-Mail-Adresse deines {{app}}-Kontos wurde gerade geändert; mit dieser Adresse kannst du dich nicht mehr anmelden. Wenn du das warst, ist alles in Ordnung.\n\nWenn nicht, sag uns bitte sofort Bescheid: {{contactUrl}}',
    html: '<p>Die E-Mail-Adresse deines {{app}}-Kontos wurde gerade geändert; mit dieser Adresse kannst du dich nicht mehr anmelden. Wenn du das warst, ist alles in Ordnung.</p><p>Wenn nicht, sag uns bitte sofort Bescheid: <a href="{{contactUrl}}">Das {{app}}-Team kontaktieren</a></p>',
  },
  group_notification: {
    subject: '{{title}}',
    text: '{{title}}\n\n{{actionUrl}}\n\nDu bekommst diese E-Mail als Mitglied von {{group}}. Keine E-Mails mehr von dieser Crew: {{unsubscribeUrl}}',
    html: '<p>{{title}}</p><p><a href="{{actionUrl}}">In {{app}} öffnen</a></p><p>Du bekommst diese E-Mail als Mitglied von {{group}}. <a href="{{unsubscribeUrl}}">Keine E-Mails mehr von dieser Crew</a></p>',
  },
  // the daily digest of a member's crew notifications (decision 029)
  group_digest: {
    subject: 'Neu in deinen Crews auf {{app}} ({{count}})',
    text: 'Was seit deiner letzten Zusammenfassung in deinen Crews ({{crews}}) passiert ist:\n\n{{items}}\n\nDeine Benachrichtigungen öffnen: {{notificationsUrl}}\n\nDu bekommst diese tägliche Zusammenfassung als Mitglied dieser Crews. Keine solchen E-Mails mehr: {{unsubscribeUrl}}',
    html: '<p>Was seit deiner letzten Zusammenfassung in deinen Crews ({{crews}}) passiert ist:</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{notificationsUrl}}">Deine Benachrichtigungen öffnen</a></p><p>Du bekommst diese tägliche Zusammenfassung als Mitglied dieser Crews. <a href="{{unsubscribeUrl}}">Keine solchen E-Mails mehr</a></p>',
  },
  event_cancelled: {
    subject: '{{title}} ist abgesagt',
    text: 'Die Veranstalter*innen haben {{title}} ({{date}}) abgesagt. Die Veranstaltung findet nicht statt.\n\nZur Veranstaltung: {{eventUrl}}',
    html: '<p>Die Veranstalter*innen haben <strong>{{title}}</strong> ({{date}}) abgesagt. Die Veranstaltung findet nicht statt.</p><p><a href="{{eventUrl}}">Veranstaltung auf {{app}} ansehen</a></p>',
  },
  order_confirmation: {
    subject: 'Deine {{app}}-Bestellung {{number}} ist bezahlt',
    text: 'Danke! Wir haben deine Zahlung von {{total}} für die Bestellung {{number}} erhalten:\n\n{{items}}\n\nLieferung an:\n{{address}}\n\nWir melden uns wieder, sobald sie unterwegs ist. Deine Bestellung: {{orderUrl}}',
    html: '<p>Danke! Wir haben deine Zahlung von <strong>{{total}}</strong> für die Bestellung {{number}} erhalten:</p><div style="white-space:pre-line">{{items}}</div><p>Lieferung an:</p><div style="white-space:pre-line">{{address}}</div><p>Wir melden uns wieder, sobald sie unterwegs ist. <a href="{{orderUrl}}">Deine Bestellung ansehen</a></p>',
  },
  order_fulfilled: {
    subject: 'Deine {{app}}-Bestellung {{number}} ist unterwegs',
    text: 'Deine Bestellung {{number}} wurde verschickt:\n\n{{items}}\n\nDeine Bestellung: {{orderUrl}}',
    html: '<p>Deine Bestellung {{number}} wurde verschickt:</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{orderUrl}}">Deine Bestellung ansehen</a></p>',
  },
  order_refunded: {
    subject: 'Deine {{app}}-Bestellung {{number}} wurde erstattet',
    text: 'Wir haben dir {{total}} für die Bestellung {{number}} auf die Karte erstattet, mit der du bezahlt hast. Es kann ein paar Tage dauern, bis deine Bank den Betrag anzeigt.\n\nDeine Bestellung: {{orderUrl}}',
    html: '<p>Wir haben dir <strong>{{total}}</strong> für die Bestellung {{number}} auf die Karte erstattet, mit der du bezahlt hast. Es kann ein paar Tage dauern, bis deine Bank den Betrag anzeigt.</p><p><a href="{{orderUrl}}">Deine Bestellung ansehen</a></p>',
  },
  order_cancelled: {
    subject: 'Deine {{app}}-Bestellung {{number}} wurde storniert',
    text: 'Die Bestellung {{number}} wurde nicht rechtzeitig bezahlt, deshalb haben wir die Artikel wieder freigegeben. Dir wurde nichts berechnet.\n\nZum Markt: {{marketUrl}}',
    html: '<p>Die Bestellung {{number}} wurde nicht rechtzeitig bezahlt, deshalb haben wir die Artikel wieder freigegeben. Dir wurde nichts berechnet.</p><p><a href="{{marketUrl}}">Zurück zum Markt</a></p>',
  },
} satisfies EmailTemplateSet
