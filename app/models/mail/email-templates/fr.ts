import type { EmailTemplateSet } from './types'

/** French built-in emails (informal tu, like the app). */
export default {
  newsletter_confirm: {
    subject: 'Confirme ton abonnement à la newsletter {{app}}',
    text: 'Salut ! Confirme que tu veux recevoir la newsletter {{app}} en ouvrant ce lien :\n{{confirmUrl}}\n\nSi tu ne l’as pas demandée, ignore cet e-mail et rien ne se passera.',
    html: '<p>Salut !</p><p>Confirme que tu veux recevoir la newsletter {{app}} :</p><p><a href="{{confirmUrl}}">Confirmer mon abonnement</a></p><p>Si tu ne l’as pas demandée, ignore cet e-mail et rien ne se passera.</p>',
  },
  verify_email: {
    subject: 'Vérifie ton adresse e-mail pour {{app}}',
    text: 'Bienvenue sur {{app}} ! Vérifie ton adresse e-mail avec ce lien :\n{{verifyUrl}}\n\nLe lien expire dans 24 heures.',
    html: '<p>Bienvenue sur {{app}} !</p><p><a href="{{verifyUrl}}">Vérifier mon adresse e-mail</a></p><p>Le lien expire dans 24 heures.</p>',
  },
  password_recovery: {
    subject: 'Réinitialise ton mot de passe {{app}}',
    text: 'Quelqu’un a demandé à réinitialiser le mot de passe de ton compte {{app}}. Si c’était toi, ouvre :\n{{resetUrl}}\n\nLe lien expire dans 1 heure. Si ce n’était pas toi, tu peux ignorer cet e-mail.',
    html: '<p>Quelqu’un a demandé à réinitialiser le mot de passe de ton compte {{app}}.</p><p><a href="{{resetUrl}}">Choisir un nouveau mot de passe</a></p><p>Le lien expire dans 1 heure. Si ce n’était pas toi, tu peux ignorer cet e-mail.</p>',
  },
  account_exists: {
    subject: 'Ton compte {{app}}',
    text: 'Quelqu’un, peut-être toi, a essayé de créer un compte {{app}} avec cette adresse e-mail. Tu en as déjà un.\n\nConnexion : {{signInUrl}}\nMot de passe oublié ? {{resetUrl}}\n\nSi ce n’était pas toi, tu peux ignorer cet e-mail.',
    html: '<p>Quelqu’un, peut-être toi, a essayé de créer un compte {{app}} avec cette adresse e-mail. Tu en as déjà un.</p><p><a href="{{signInUrl}}">Me connecter</a> · <a href="{{resetUrl}}">Réinitialiser mon mot de passe</a></p><p>Si ce n’était pas toi, tu peux ignorer cet e-mail.</p>',
  },
  sign_in_link: {
    subject: 'Ton lien de connexion à {{app}}',
    text: 'Il y a eu de nombreuses tentatives de connexion à ton compte {{app}}, la connexion par mot de passe est donc en pause pour un moment. Si c’était toi, ce lien te connecte :\n{{signInUrl}}\n\nLe lien fonctionne une seule fois et expire dans 1 heure. Si ce n’était pas toi, quelqu’un essaie peut-être de deviner ton mot de passe : tu peux ignorer cet e-mail, et pense à choisir un mot de passe plus long. Ton mot de passe n’a pas été modifié.',
    html: '<p>Il y a eu de nombreuses tentatives de connexion à ton compte {{app}}, la connexion par mot de passe est donc en pause pour un moment. Si c’était toi, ce lien te connecte :</p><p><a href="{{signInUrl}}">Me connecter</a></p><p>Le lien fonctionne une seule fois et expire dans 1 heure. Si ce n’était pas toi, quelqu’un essaie peut-être de deviner ton mot de passe : tu peux ignorer cet e-mail, et pense à choisir un mot de passe plus long. Ton mot de passe n’a pas été modifié.</p>',
  },
  contact_received: {
    subject: 'Nous avons bien reçu ton message',
    text: 'Merci d’avoir écrit à {{app}}. Nous lisons chaque message et répondons sous quelques jours.\n\nTon message :\n{{message}}',
    html: '<p>Merci d’avoir écrit à {{app}}. Nous lisons chaque message et répondons sous quelques jours.</p><blockquote>{{message}}</blockquote>',
  },
  email_change: {
    subject: 'Confirme ta nouvelle adresse e-mail pour {{app}}',
    text: 'Tu as demandé à utiliser cette adresse pour ton compte {{app}}. Confirme-la avec ce lien :\n{{confirmUrl}}\n\nLe lien expire dans 24 heures. D’ici là, tu continues à te connecter avec ton adresse actuelle. Si ce n’était pas toi, tu peux ignorer cet e-mail.',
    html: '<p>Tu as demandé à utiliser cette adresse pour ton compte {{app}}.</p><p><a href="{{confirmUrl}}">Confirmer ma nouvelle adresse e-mail</a></p><p>Le lien expire dans 24 heures. D’ici là, tu continues à te connecter avec ton adresse actuelle. Si ce n’était pas toi, tu peux ignorer cet e-mail.</p>',
  },
  email_changed: {
    subject: 'L’adresse e-mail de ton compte {{app}} a changé',
    text: 'L’adresse e-mail de ton compte {{app}} vient d’être modifiée, et cette adresse ne permet plus de te connecter. Si c’était toi, tout va bien.\n\nSi ce n’était pas toi, préviens-nous tout de suite : {{contactUrl}}',
    html: '<p>L’adresse e-mail de ton compte {{app}} vient d’être modifiée, et cette adresse ne permet plus de te connecter. Si c’était toi, tout va bien.</p><p>Si ce n’était pas toi, préviens-nous tout de suite : <a href="{{contactUrl}}">Contacter l’équipe {{app}}</a></p>',
  },
  group_notification: {
    subject: '{{title}}',
    text: '{{title}}\n\n{{actionUrl}}\n\nTu reçois cet e-mail en tant que membre de {{group}}. Ne plus recevoir d’e-mails de ce groupe: {{unsubscribeUrl}}',
    html: '<p>{{title}}</p><p><a href="{{actionUrl}}">Ouvrir dans {{app}}</a></p><p>Tu reçois cet e-mail en tant que membre de {{group}}. <a href="{{unsubscribeUrl}}">Ne plus recevoir d’e-mails de ce groupe</a></p>',
  },
  // the daily digest of a member's crew notifications (decision 029)
  group_digest: {
    subject: 'Du nouveau dans tes groupes sur {{app}} ({{count}})',
    text: 'Ce qui s’est passé dans tes groupes ({{crews}}) depuis ton dernier résumé :\n\n{{items}}\n\nVoir tes notifications: {{notificationsUrl}}\n\nTu reçois ce résumé quotidien en tant que membre de ces groupes. Ne plus recevoir ces e-mails: {{unsubscribeUrl}}',
    html: '<p>Ce qui s’est passé dans tes groupes ({{crews}}) depuis ton dernier résumé :</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{notificationsUrl}}">Voir tes notifications</a></p><p>Tu reçois ce résumé quotidien en tant que membre de ces groupes. <a href="{{unsubscribeUrl}}">Ne plus recevoir ces e-mails</a></p>',
  },
  event_cancelled: {
    subject: '{{title}} est annulé',
    text: 'L’organisation a annulé {{title}} ({{date}}). L’événement n’aura pas lieu.\n\nL’événement : {{eventUrl}}',
    html: '<p>L’organisation a annulé <strong>{{title}}</strong> ({{date}}). L’événement n’aura pas lieu.</p><p><a href="{{eventUrl}}">Voir l’événement sur {{app}}</a></p>',
  },
  order_confirmation: {
    subject: 'Ta commande {{app}} {{number}} est payée',
    text: 'Merci ! Nous avons bien reçu ton paiement de {{total}} pour la commande {{number}} :\n\n{{items}}\n\nElle sera livrée à :\n{{address}}\n\nNous t’écrirons dès qu’elle sera en route. Ta commande : {{orderUrl}}',
    html: '<p>Merci ! Nous avons bien reçu ton paiement de <strong>{{total}}</strong> pour la commande {{number}} :</p><div style="white-space:pre-line">{{items}}</div><p>Elle sera livrée à :</p><div style="white-space:pre-line">{{address}}</div><p>Nous t’écrirons dès qu’elle sera en route. <a href="{{orderUrl}}">Voir ta commande</a></p>',
  },
  order_fulfilled: {
    subject: 'Ta commande {{app}} {{number}} est en route',
    text: 'Ta commande {{number}} a été expédiée :\n\n{{items}}\n\nTa commande : {{orderUrl}}',
    html: '<p>Ta commande {{number}} a été expédiée :</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{orderUrl}}">Voir ta commande</a></p>',
  },
  order_refunded: {
    subject: 'Ta commande {{app}} {{number}} est remboursée',
    text: 'Nous avons remboursé {{total}} pour la commande {{number}} sur la carte utilisée pour le paiement. Ta banque peut mettre quelques jours à l’afficher.\n\nTa commande : {{orderUrl}}',
    html: '<p>Nous avons remboursé <strong>{{total}}</strong> pour la commande {{number}} sur la carte utilisée pour le paiement. Ta banque peut mettre quelques jours à l’afficher.</p><p><a href="{{orderUrl}}">Voir ta commande</a></p>',
  },
  order_cancelled: {
    subject: 'Ta commande {{app}} {{number}} est annulée',
    text: 'La commande {{number}} n’a pas été payée à temps, nous avons donc remis ses articles en vente. Rien n’a été débité.\n\nLe marché : {{marketUrl}}',
    html: '<p>La commande {{number}} n’a pas été payée à temps, nous avons donc remis ses articles en vente. Rien n’a été débité.</p><p><a href="{{marketUrl}}">Retour au marché</a></p>',
  },
} satisfies EmailTemplateSet
