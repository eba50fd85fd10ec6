import type { EmailTemplateSet } from './types'

/** Korean built-in emails (friendly 해요체, like the app). */
export default {
  newsletter_confirm: {
    subject: '{{app}} 뉴스레터 구독을 확인해 주세요',
    text: '안녕하세요! {{app}} 뉴스레터를 받고 싶다면 이 링크를 열어 확인해 주세요:\n{{confirmUrl}}\n\n직접 신청한 게 아니라면 이 이메일은 무시해도 괜찮아요. 아무 일도 일어나지 않아요.',
    html: '<p>안녕하세요!</p><p>{{app}} 뉴스레터를 받고 싶다면 확인해 주세요:</p><p><a href="{{confirmUrl}}">구독 확인하기</a></p><p>직접 신청한 게 아니라면 이 이메일은 무시해도 괜찮아요. 아무 일도 일어나지 않아요.</p>',
  },
  verify_email: {
    subject: '{{app}} 이메일 주소를 인증해 주세요',
    text: '{{app}}에 오신 걸 환영해요! 이 링크로 이메일 주소를 인증해 주세요:\n{{verifyUrl}}\n\n링크는 24시간 후에 만료돼요.',
    html: '<p>{{app}}에 오신 걸 환영해요!</p><p><a href="{{verifyUrl}}">이메일 주소 인증하기</a></p><p>링크는 24시간 후에 만료돼요.</p>',
  },
  password_recovery: {
    subject: '{{app}} 비밀번호 재설정',
    text: '누군가 {{app}} 계정의 비밀번호 재설정을 요청했어요. 본인이 요청했다면 이 링크를 열어 주세요:\n{{resetUrl}}\n\n링크는 1시간 후에 만료돼요. 본인이 요청하지 않았다면 이 이메일은 무시해도 괜찮아요.',
    html: '<p>누군가 {{app}} 계정의 비밀번호 재설정을 요청했어요.</p><p><a href="{{resetUrl}}">새 비밀번호 정하기</a></p><p>링크는 1시간 후에 만료돼요. 본인이 요청하지 않았다면 이 이메일은 무시해도 괜찮아요.</p>',
  },
  account_exists: {
    subject: '{{app}} 계정 안내',
    text: '누군가(어쩌면 본인)가 이 이메일 주소로 {{app}} 계정을 만들려고 했어요. 이미 계정이 있어요.\n\n로그인: {{signInUrl}}\n비밀번호를 잊으셨나요? {{resetUrl}}\n\n본인이 아니라면 이 이메일은 무시해도 괜찮아요.',
    html: '<p>누군가(어쩌면 본인)가 이 이메일 주소로 {{app}} 계정을 만들려고 했어요. 이미 계정이 있어요.</p><p><a href="{{signInUrl}}">로그인</a> · <a href="{{resetUrl}}">비밀번호 재설정하기</a></p><p>본인이 아니라면 이 이메일은 무시해도 괜찮아요.</p>',
  },
  sign_in_link: {
    subject: '{{app}} 로그인 링크',
    text: '{{app}} 계정에 로그인하려는 시도가 많아서 비밀번호 로그인을 잠시 멈췄어요. 본인이라면 이 링크로 로그인할 수 있어요:\n{{signInUrl}}\n\n링크는 한 번만 쓸 수 있고 1시간 후에 만료돼요. 본인이 아니라면 누군가 비밀번호를 추측하고 있을 수 있어요. 이 이메일은 무시해도 되고, 더 긴 비밀번호로 바꾸는 것도 고려해 보세요. 비밀번호는 바뀌지 않았어요.',
    html: '<p>{{app}} 계정에 로그인하려는 시도가 많아서 비밀번호 로그인을 잠시 멈췄어요. 본인이라면 이 링크로 로그인할 수 있어요:</p><p><a href="{{signInUrl}}">로그인하기</a></p><p>링크는 한 번만 쓸 수 있고 1시간 후에 만료돼요. 본인이 아니라면 누군가 비밀번호를 추측하고 있을 수 있어요. 이 이메일은 무시해도 되고, 더 긴 비밀번호로 바꾸는 것도 고려해 보세요. 비밀번호는 바뀌지 않았어요.</p>',
  },
  contact_received: {
    subject: '메시지를 잘 받았어요',
    text: '{{app}}에 연락해 주셔서 고마워요. 모든 메시지를 읽고 며칠 안에 답장해 드릴게요.\n\n보내 주신 메시지:\n{{message}}',
    html: '<p>{{app}}에 연락해 주셔서 고마워요. 모든 메시지를 읽고 며칠 안에 답장해 드릴게요.</p><blockquote>{{message}}</blockquote>',
  },
  email_change: {
    subject: '{{app}}의 새 이메일 주소를 인증해 주세요',
    text: '{{app}} 계정에 이 주소를 쓰겠다는 요청이 있었어요. 이 링크로 인증해 주세요:\n{{confirmUrl}}\n\n링크는 24시간 후에 만료돼요. 그때까지는 지금 쓰는 주소로 로그인하면 돼요. 본인이 요청하지 않았다면 이 이메일은 무시해도 괜찮아요.',
    html: '<p>{{app}} 계정에 이 주소를 쓰겠다는 요청이 있었어요.</p><p><a href="{{confirmUrl}}">새 이메일 주소 인증하기</a></p><p>링크는 24시간 후에 만료돼요. 그때까지는 지금 쓰는 주소로 로그인하면 돼요. 본인이 요청하지 않았다면 이 이메일은 무시해도 괜찮아요.</p>',
  },
  email_changed: {
    subject: '{{app}} 계정의 이메일 주소가 변경됐어요',
    text: '{{app}} 계정의 이메일 주소가 방금 변경돼서 이 주소로는 더 이상 로그인할 수 없어요. 본인이 변경했다면 괜찮아요.\n\n본인이 아니라면 바로 알려 주세요: {{contactUrl}}',
    html: '<p>{{app}} 계정의 이메일 주소가 방금 변경돼서 이 주소로는 더 이상 로그인할 수 없어요. 본인이 변경했다면 괜찮아요.</p><p>본인이 아니라면 바로 알려 주세요: <a href="{{contactUrl}}">{{app}} 팀에 문의하기</a></p>',
  },
  group_notification: {
    subject: '{{title}}',
    text: '{{title}}\n\n{{actionUrl}}\n\n{{group}}의 멤버라서 이 이메일을 받았어요. 이 크루의 이메일 그만 받기: {{unsubscribeUrl}}',
    html: '<p>{{title}}</p><p><a href="{{actionUrl}}">{{app}}에서 열기</a></p><p>{{group}}의 멤버라서 이 이메일을 받았어요. <a href="{{unsubscribeUrl}}">이 크루의 이메일 그만 받기</a></p>',
  },
  // the daily digest of a member's crew notifications (decision 029)
  group_digest: {
    subject: '{{app}} 내 크루의 새 소식 ({{count}})',
    text: '지난 요약 이후 내 크루({{crews}})에서 있었던 일:\n\n{{items}}\n\n알림 열기: {{notificationsUrl}}\n\n이 크루들의 멤버라서 이 일일 요약을 받았어요. 이 이메일 그만 받기: {{unsubscribeUrl}}',
    html: '<p>지난 요약 이후 내 크루({{crews}})에서 있었던 일:</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{notificationsUrl}}">알림 열기</a></p><p>이 크루들의 멤버라서 이 일일 요약을 받았어요. <a href="{{unsubscribeUrl}}">이 이메일 그만 받기</a></p>',
  },
  event_cancelled: {
    subject: '{{title}} 이벤트가 취소됐어요',
    text: '주최자가 {{title}}({{date}}) 이벤트를 취소했어요. 이벤트는 열리지 않아요.\n\n이벤트: {{eventUrl}}',
    html: '<p>주최자가 <strong>{{title}}</strong>({{date}}) 이벤트를 취소했어요. 이벤트는 열리지 않아요.</p><p><a href="{{eventUrl}}">{{app}}에서 이벤트 보기</a></p>',
  },
  order_confirmation: {
    subject: '{{app}} 주문 {{number}} 결제가 완료됐어요',
    text: '고마워요! 주문 {{number}}에 대한 {{total}} 결제를 받았어요:\n\n{{items}}\n\n배송지:\n{{address}}\n\n발송되면 다시 알려 드릴게요. 주문 보기: {{orderUrl}}',
    html: '<p>고마워요! 주문 {{number}}에 대한 <strong>{{total}}</strong> 결제를 받았어요:</p><div style="white-space:pre-line">{{items}}</div><p>배송지:</p><div style="white-space:pre-line">{{address}}</div><p>발송되면 다시 알려 드릴게요. <a href="{{orderUrl}}">주문 보기</a></p>',
  },
  order_fulfilled: {
    subject: '{{app}} 주문 {{number}} 배송이 시작됐어요',
    text: '주문 {{number}} 상품을 발송했어요:\n\n{{items}}\n\n주문 보기: {{orderUrl}}',
    html: '<p>주문 {{number}} 상품을 발송했어요:</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{orderUrl}}">주문 보기</a></p>',
  },
  order_refunded: {
    subject: '{{app}} 주문 {{number}} 환불이 완료됐어요',
    text: '주문 {{number}}에 대해 결제한 카드로 {{total}} 환불해 드렸어요. 은행에 따라 반영되기까지 며칠 걸릴 수 있어요.\n\n주문 보기: {{orderUrl}}',
    html: '<p>주문 {{number}}에 대해 결제한 카드로 <strong>{{total}}</strong> 환불해 드렸어요. 은행에 따라 반영되기까지 며칠 걸릴 수 있어요.</p><p><a href="{{orderUrl}}">주문 보기</a></p>',
  },
  order_cancelled: {
    subject: '{{app}} 주문 {{number}} 취소 안내',
    text: '주문 {{number}}의 결제가 기한 안에 완료되지 않아서 상품 예약을 풀었어요. 청구된 금액은 없어요.\n\n마켓: {{marketUrl}}',
    html: '<p>주문 {{number}}의 결제가 기한 안에 완료되지 않아서 상품 예약을 풀었어요. 청구된 금액은 없어요.</p><p><a href="{{marketUrl}}">마켓으로 돌아가기</a></p>',
  },
} satisfies EmailTemplateSet
