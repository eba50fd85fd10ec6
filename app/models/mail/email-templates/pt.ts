import type { EmailTemplateSet } from './types'

/** Portuguese built-in emails (informal você, like the app). */
export default {
  newsletter_confirm: {
    subject: 'Confirme sua inscrição na newsletter do {{app}}',
    text: 'Oi! Confirme que você quer receber a newsletter do {{app}} abrindo este link:\n{{confirmUrl}}\n\nSe não foi você que pediu, ignore este e-mail e nada vai acontecer.',
    html: '<p>Oi!</p><p>Confirme que você quer receber a newsletter do {{app}}:</p><p><a href="{{confirmUrl}}">Confirmar minha inscrição</a></p><p>Se não foi você que pediu, ignore este e-mail e nada vai acontecer.</p>',
  },
  verify_email: {
    subject: 'Confirme seu e-mail no {{app}}',
    text: 'Boas-vindas ao {{app}}! Confirme seu endereço de e-mail com este link:\n{{verifyUrl}}\n\nO link expira em 24 horas.',
    html: '<p>Boas-vindas ao {{app}}!</p><p><a href="{{verifyUrl}}">Confirmar meu endereço de e-mail</a></p><p>O link expira em 24 horas.</p>',
  },
  password_recovery: {
    subject: 'Redefina sua senha do {{app}}',
    text: 'Alguém pediu para redefinir a senha da sua conta no {{app}}. Se foi você, abra:\n{{resetUrl}}\n\nO link expira em 1 hora. Se não foi você, pode ignorar este e-mail.',
    html: '<p>Alguém pediu para redefinir a senha da sua conta no {{app}}.</p><p><a href="{{resetUrl}}">Escolher uma nova senha</a></p><p>O link expira em 1 hora. Se não foi você, pode ignorar este e-mail.</p>',
  },
  account_exists: {
    subject: 'Sua conta no {{app}}',
    text: 'Alguém, talvez você, tentou criar uma conta no {{app}} com este endereço de e-mail. Você já tem uma.\n\nEntrar: {{signInUrl}}\nEsqueceu a senha? {{resetUrl}}\n\nSe não foi você, pode ignorar este e-mail.',
    html: '<p>Alguém, talvez você, tentou criar uma conta no {{app}} com este endereço de e-mail. Você já tem uma.</p><p><a href="{{signInUrl}}">Entrar</a> · <a href="{{resetUrl}}">Redefinir minha senha</a></p><p>Se não foi você, pode ignorar este e-mail.</p>',
  },
  sign_in_link: {
    subject: 'Seu link para entrar no {{app}}',
    text: 'Houve muitas tentativas de entrar na sua conta do {{app}}, então o login com senha está pausado por um tempo. Se foi você, este link faz o seu login:\n{{signInUrl}}\n\nO link funciona uma vez e expira em 1 hora. Se não foi você, alguém pode estar tentando adivinhar sua senha: você pode ignorar este e-mail e pensar em escolher uma senha mais longa. Sua senha não foi alterada.',
    html: '<p>Houve muitas tentativas de entrar na sua conta do {{app}}, então o login com senha está pausado por um tempo. Se foi você, este link faz o seu login:</p><p><a href="{{signInUrl}}">Entrar</a></p><p>O link funciona uma vez e expira em 1 hora. Se não foi você, alguém pode estar tentando adivinhar sua senha: você pode ignorar este e-mail e pensar em escolher uma senha mais longa. Sua senha não foi alterada.</p>',
  },
  contact_received: {
    subject: 'Recebemos sua mensagem',
    text: 'Agradecemos por você escrever para o {{app}}. Lemos todas as mensagens e respondemos em poucos dias.\n\nSua mensagem:\n{{message}}',
    html: '<p>Agradecemos por você escrever para o {{app}}. Lemos todas as mensagens e respondemos em poucos dias.</p><blockquote>{{message}}</blockquote>',
  },
  email_change: {
    subject: 'Confirme seu novo e-mail no {{app}}',
    text: 'Você pediu para usar este endereço na sua conta no {{app}}. Confirme com este link:\n{{confirmUrl}}\n\nO link expira em 24 horas. Até lá, você continua entrando com seu endereço atual. Se não foi você, pode ignorar este e-mail.',
    html: '<p>Você pediu para usar este endereço na sua conta no {{app}}.</p><p><a href="{{confirmUrl}}">Confirmar meu novo endereço de e-mail</a></p><p>O link expira em 24 horas. Até lá, você continua entrando com seu endereço atual. Se não foi você, pode ignorar este e-mail.</p>',
  },
  email_changed: {
    subject: 'O e-mail da sua conta no {{app}} foi alterado',
    text: 'O endereço de e-mail da sua conta no {{app}} acabou de ser alterado, e este endereço não serve mais para entrar. Se foi você, está tudo certo.\n\nSe não foi você, avise a gente agora mesmo: {{contactUrl}}',
    html: '<p>O endereço de e-mail da sua conta no {{app}} acabou de ser alterado, e este endereço não serve mais para entrar. Se foi você, está tudo certo.</p><p>Se não foi você, avise a gente agora mesmo: <a href="{{contactUrl}}">Falar com a equipe do {{app}}</a></p>',
  },
  group_notification: {
    subject: '{{title}}',
    text: '{{title}}\n\n{{actionUrl}}\n\nVocê recebe este e-mail como membro de {{group}}. Não receber mais e-mails deste grupo: {{unsubscribeUrl}}',
    html: '<p>{{title}}</p><p><a href="{{actionUrl}}">Abrir no {{app}}</a></p><p>Você recebe este e-mail como membro de {{group}}. <a href="{{unsubscribeUrl}}">Não receber mais e-mails deste grupo</a></p>',
  },
  // the daily digest of a member's crew notifications (decision 029)
  group_digest: {
    subject: 'Novidades nos seus grupos no {{app}} ({{count}})',
    text: 'O que aconteceu nos seus grupos ({{crews}}) desde o último resumo:\n\n{{items}}\n\nAbrir suas notificações: {{notificationsUrl}}\n\nVocê recebe este resumo diário como membro destes grupos. Não receber mais estes e-mails: {{unsubscribeUrl}}',
    html: '<p>O que aconteceu nos seus grupos ({{crews}}) desde o último resumo:</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{notificationsUrl}}">Abrir suas notificações</a></p><p>Você recebe este resumo diário como membro destes grupos. <a href="{{unsubscribeUrl}}">Não receber mais estes e-mails</a></p>',
  },
  event_cancelled: {
    subject: '{{title}} foi cancelado',
    text: 'A organização cancelou {{title}} ({{date}}). O evento não vai acontecer.\n\nO evento: {{eventUrl}}',
    html: '<p>A organização cancelou <strong>{{title}}</strong> ({{date}}). O evento não vai acontecer.</p><p><a href="{{eventUrl}}">Ver o evento no {{app}}</a></p>',
  },
  order_confirmation: {
    subject: 'Seu pedido {{number}} no {{app}} foi pago',
    text: 'Agradecemos a sua compra! Recebemos seu pagamento de {{total}} pelo pedido {{number}}:\n\n{{items}}\n\nEle vai para:\n{{address}}\n\nVamos escrever de novo quando ele estiver a caminho. Seu pedido: {{orderUrl}}',
    html: '<p>Agradecemos a sua compra! Recebemos seu pagamento de <strong>{{total}}</strong> pelo pedido {{number}}:</p><div style="white-space:pre-line">{{items}}</div><p>Ele vai para:</p><div style="white-space:pre-line">{{address}}</div><p>Vamos escrever de novo quando ele estiver a caminho. <a href="{{orderUrl}}">Ver seu pedido</a></p>',
  },
  order_fulfilled: {
    subject: 'Seu pedido {{number}} no {{app}} está a caminho',
    text: 'Seu pedido {{number}} foi enviado:\n\n{{items}}\n\nSeu pedido: {{orderUrl}}',
    html: '<p>Seu pedido {{number}} foi enviado:</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{orderUrl}}">Ver seu pedido</a></p>',
  },
  order_refunded: {
    subject: 'Seu pedido {{number}} no {{app}} foi reembolsado',
    text: 'Reembolsamos {{total}} do pedido {{number}} no cartão que você usou para pagar. O banco pode levar alguns dias para mostrar o valor.\n\nSeu pedido: {{orderUrl}}',
    html: '<p>Reembolsamos <strong>{{total}}</strong> do pedido {{number}} no cartão que você usou para pagar. O banco pode levar alguns dias para mostrar o valor.</p><p><a href="{{orderUrl}}">Ver seu pedido</a></p>',
  },
  order_cancelled: {
    subject: 'Seu pedido {{number}} no {{app}} foi cancelado',
    text: 'O pedido {{number}} não foi pago a tempo, então liberamos os itens dele. Nada foi cobrado.\n\nO mercado: {{marketUrl}}',
    html: '<p>O pedido {{number}} não foi pago a tempo, então liberamos os itens dele. Nada foi cobrado.</p><p><a href="{{marketUrl}}">Voltar ao mercado</a></p>',
  },
} satisfies EmailTemplateSet
