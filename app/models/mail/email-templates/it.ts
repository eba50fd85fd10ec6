import type { EmailTemplateSet } from './types'

/** Italian built-in emails (informal tu, like the app; gender-neutral wording). */
export default {
  newsletter_confirm: {
    subject: 'Conferma la tua iscrizione alla newsletter di {{app}}',
    text: 'Ciao! Conferma che vuoi ricevere la newsletter di {{app}} aprendo questo link:\n{{confirmUrl}}\n\nSe non l’hai chiesta tu, ignora questa email e non succederà nulla.',
    html: '<p>Ciao!</p><p>Conferma che vuoi ricevere la newsletter di {{app}}:</p><p><a href="{{confirmUrl}}">Conferma la mia iscrizione</a></p><p>Se non l’hai chiesta tu, ignora questa email e non succederà nulla.</p>',
  },
  verify_email: {
    subject: 'Verifica la tua email per {{app}}',
    text: 'Che bello averti su {{app}}! Verifica il tuo indirizzo email con questo link:\n{{verifyUrl}}\n\nIl link scade tra 24 ore.',
    html: '<p>Che bello averti su {{app}}!</p><p><a href="{{verifyUrl}}">Verifica il mio indirizzo email</a></p><p>Il link scade tra 24 ore.</p>',
  },
  password_recovery: {
    subject: 'Reimposta la tua password di {{app}}',
    text: 'Qualcuno ha chiesto di reimpostare la password del tuo account {{app}}. Se la richiesta è tua, apri:\n{{resetUrl}}\n\nIl link scade tra 1 ora. Se non è tua, puoi ignorare questa email.',
    html: '<p>Qualcuno ha chiesto di reimpostare la password del tuo account {{app}}.</p><p><a href="{{resetUrl}}">Scegli una nuova password</a></p><p>Il link scade tra 1 ora. Se la richiesta non è tua, puoi ignorare questa email.</p>',
  },
  account_exists: {
    subject: 'Il tuo account {{app}}',
    text: 'Qualcuno, forse tu, ha provato a creare un account {{app}} con questo indirizzo email. Ne hai già uno.\n\nAccedi: {{signInUrl}}\nHai dimenticato la password? {{resetUrl}}\n\nSe non sei tu, puoi ignorare questa email.',
    html: '<p>Qualcuno, forse tu, ha provato a creare un account {{app}} con questo indirizzo email. Ne hai già uno.</p><p><a href="{{signInUrl}}">Accedi</a> · <a href="{{resetUrl}}">Reimposta la mia password</a></p><p>Se non sei tu, puoi ignorare questa email.</p>',
  },
  sign_in_link: {
    subject: 'Il tuo link di accesso a {{app}}',
    text: 'Ci sono stati molti tentativi di accedere al tuo account {{app}}, quindi l’accesso con password è in pausa per un po’. Se eri tu, questo link ti fa accedere:\n{{signInUrl}}\n\nIl link funziona una sola volta e scade tra 1 ora. Se non eri tu, qualcuno potrebbe provare a indovinare la tua password: puoi ignorare questa email e valutare una password più lunga. La tua password non è stata cambiata.',
    html: '<p>Ci sono stati molti tentativi di accedere al tuo account {{app}}, quindi l’accesso con password è in pausa per un po’. Se eri tu, questo link ti fa accedere:</p><p><a href="{{signInUrl}}">Accedi</a></p><p>Il link funziona una sola volta e scade tra 1 ora. Se non eri tu, qualcuno potrebbe provare a indovinare la tua password: puoi ignorare questa email e valutare una password più lunga. La tua password non è stata cambiata.</p>',
  },
  contact_received: {
    subject: 'Abbiamo ricevuto il tuo messaggio',
    text: 'Grazie per aver scritto a {{app}}. Leggiamo ogni messaggio e rispondiamo entro pochi giorni.\n\nIl tuo messaggio:\n{{message}}',
    html: '<p>Grazie per aver scritto a {{app}}. Leggiamo ogni messaggio e rispondiamo entro pochi giorni.</p><blockquote>{{message}}</blockquote>',
  },
  email_change: {
    subject: 'Conferma il tuo nuovo indirizzo email per {{app}}',
    text: 'Hai chiesto di usare questo indirizzo per il tuo account {{app}}. Confermalo con questo link:\n{{confirmUrl}}\n\nIl link scade tra 24 ore. Fino ad allora continui ad accedere con il tuo indirizzo attuale. Se la richiesta non è tua, puoi ignorare questa email.',
    html: '<p>Hai chiesto di usare questo indirizzo per il tuo account {{app}}.</p><p><a href="{{confirmUrl}}">Conferma il mio nuovo indirizzo email</a></p><p>Il link scade tra 24 ore. Fino ad allora continui ad accedere con il tuo indirizzo attuale. Se la richiesta non è tua, puoi ignorare questa email.</p>',
  },
  email_changed: {
    subject: 'L’indirizzo email del tuo account {{app}} è cambiato',
    text: 'L’indirizzo email del tuo account {{app}} è appena cambiato e questo indirizzo non serve più per accedere. Se la modifica è tua, va tutto bene.\n\nAltrimenti avvisaci subito: {{contactUrl}}',
    html: '<p>L’indirizzo email del tuo account {{app}} è appena cambiato e questo indirizzo non serve più per accedere. Se la modifica è tua, va tutto bene.</p><p>Altrimenti avvisaci subito: <a href="{{contactUrl}}">Contatta il team di {{app}}</a></p>',
  },
  group_notification: {
    subject: '{{title}}',
    text: '{{title}}\n\n{{actionUrl}}\n\nRicevi questa email come membro di {{group}}. Non ricevere più email da questo gruppo: {{unsubscribeUrl}}',
    html: '<p>{{title}}</p><p><a href="{{actionUrl}}">Apri su {{app}}</a></p><p>Ricevi questa email come membro di {{group}}. <a href="{{unsubscribeUrl}}">Non ricevere più email da questo gruppo</a></p>',
  },
  // the daily digest of a member's crew notifications (decision 029)
  group_digest: {
    subject: 'Novità nei tuoi gruppi su {{app}} ({{count}})',
    text: 'Cosa è successo nei tuoi gruppi ({{crews}}) dall’ultimo riepilogo:\n\n{{items}}\n\nApri le tue notifiche: {{notificationsUrl}}\n\nRicevi questo riepilogo giornaliero come membro di questi gruppi. Non ricevere più queste email: {{unsubscribeUrl}}',
    html: '<p>Cosa è successo nei tuoi gruppi ({{crews}}) dall’ultimo riepilogo:</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{notificationsUrl}}">Apri le tue notifiche</a></p><p>Ricevi questo riepilogo giornaliero come membro di questi gruppi. <a href="{{unsubscribeUrl}}">Non ricevere più queste email</a></p>',
  },
  event_cancelled: {
    subject: '{{title}} è stato annullato',
    text: 'L’organizzazione ha annullato {{title}} ({{date}}). L’evento non si terrà.\n\nL’evento: {{eventUrl}}',
    html: '<p>L’organizzazione ha annullato <strong>{{title}}</strong> ({{date}}). L’evento non si terrà.</p><p><a href="{{eventUrl}}">Vedi l’evento su {{app}}</a></p>',
  },
  order_confirmation: {
    subject: 'Il tuo ordine {{app}} {{number}} è stato pagato',
    text: 'Grazie! Abbiamo ricevuto il tuo pagamento di {{total}} per l’ordine {{number}}:\n\n{{items}}\n\nVerrà spedito a:\n{{address}}\n\nTi scriveremo di nuovo quando sarà in viaggio. Il tuo ordine: {{orderUrl}}',
    html: '<p>Grazie! Abbiamo ricevuto il tuo pagamento di <strong>{{total}}</strong> per l’ordine {{number}}:</p><div style="white-space:pre-line">{{items}}</div><p>Verrà spedito a:</p><div style="white-space:pre-line">{{address}}</div><p>Ti scriveremo di nuovo quando sarà in viaggio. <a href="{{orderUrl}}">Vedi il tuo ordine</a></p>',
  },
  order_fulfilled: {
    subject: 'Il tuo ordine {{app}} {{number}} è in viaggio',
    text: 'Il tuo ordine {{number}} è stato spedito:\n\n{{items}}\n\nIl tuo ordine: {{orderUrl}}',
    html: '<p>Il tuo ordine {{number}} è stato spedito:</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{orderUrl}}">Vedi il tuo ordine</a></p>',
  },
  order_refunded: {
    subject: 'Il tuo ordine {{app}} {{number}} è stato rimborsato',
    text: 'Abbiamo rimborsato {{total}} per l’ordine {{number}} sulla carta con cui hai pagato. La banca può impiegare qualche giorno a mostrarlo.\n\nIl tuo ordine: {{orderUrl}}',
    html: '<p>Abbiamo rimborsato <strong>{{total}}</strong> per l’ordine {{number}} sulla carta con cui hai pagato. La banca può impiegare qualche giorno a mostrarlo.</p><p><a href="{{orderUrl}}">Vedi il tuo ordine</a></p>',
  },
  order_cancelled: {
    subject: 'Il tuo ordine {{app}} {{number}} è stato annullato',
    text: 'L’ordine {{number}} non è stato pagato in tempo, quindi abbiamo rimesso in vendita i suoi articoli. Non ti è stato addebitato nulla.\n\nIl mercato: {{marketUrl}}',
    html: '<p>L’ordine {{number}} non è stato pagato in tempo, quindi abbiamo rimesso in vendita i suoi articoli. Non ti è stato addebitato nulla.</p><p><a href="{{marketUrl}}">Torna al mercato</a></p>',
  },
} satisfies EmailTemplateSet
