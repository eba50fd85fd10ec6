import type { PartialResources } from '../../resources'

const settings: PartialResources['settings'] = {
  "title": "My Vibe",
  "metaTitle": "My Vibe — 설정",
  "intro": "내 프로필, 내 프라이버시, 내 규칙. 여기 있는 모든 설정은 나에게만 적용돼요.",
  "nav": {
    "label": "설정 섹션",
    "profile": "프로필",
    "photos": "사진 및 아바타",
    "privacy": "개인정보 보호",
    "notifications": "알림",
    "security": "보안",
    "blocked": "차단한 멤버",
    "danger": "계정 삭제"
  },
  "save": "변경 사항 저장",
  "saving": "저장 중…",
  "errorSummary": "표시된 항목을 확인해 주세요.",
  "profile": {
    "title": "프로필",
    "description": "다른 멤버에게 보이는 내 모습이에요.",
    "displayName": "표시 이름",
    "displayNameHint": "최대 {{max}}자. 법적 이름이 아니어도 좋아요. 원하는 이름을 쓰세요.",
    "pronouns": "대명사",
    "pronounsHint": "추천 항목을 고르거나 직접 입력하세요.",
    "bio": "소개",
    "bioHint": "나에 대한 짧은 소개(최대 {{max}}자).",
    "interests": "관심사",
    "lookingFor": "찾는 것",
    "userMode": "여기 온 이유",
    "userModeHint": "Haven이 나에게 강조해 보여 주는 내용이 바뀌어요. 언제든 바꿀 수 있어요.",
    "city": "도시",
    "cityHint": "2글자 이상 입력하고 목록에서 도시를 고르세요. 도시만 저장하고 위치는 절대 저장하지 않아요.",
    "cityPlaceholder": "예: 서울",
    "cityNone": "일치하는 도시가 없어요",
    "citySearching": "검색 중…",
    "cityResults_other": "도시 {{count}}곳을 찾았어요",
    "cityClear": "도시 지우기",
    "showCity": "프로필에 내 도시 표시",
    "showCityHint": "끄면 도시는 이벤트와 장소 추천에만 쓰여요."
  },
  "photos": {
    "title": "사진 및 아바타",
    "description": "5MB 이하의 JPEG, PNG, WebP, GIF. 촬영 위치 같은 숨은 정보는 누구에게 보이기 전에 삭제해요.",
    "current": "내 아바타",
    "upload": "이미지 업로드",
    "uploadButton": "아바타 업로드",
    "removeAvatar": "이미지 삭제",
    "chooseFile": "이미지 파일",
    "builder": "또는 아바타 만들기",
    "builderHint": "만든 아바타를 저장하면 업로드한 이미지를 대체해요.",
    "color": "배경색",
    "shape": "모양",
    "kind": "표시",
    "kinds": {
      "initials": "이니셜",
      "emoji": "이모지"
    },
    "initials": "이니셜(1~3자)",
    "emoji": "이모지",
    "shapes": {
      "circle": "원형",
      "rounded": "둥근 모서리",
      "square": "사각형"
    },
    "colors": {
      "violet": "바이올렛",
      "fuchsia": "푸시아",
      "rose": "로즈",
      "amber": "앰버",
      "emerald": "에메랄드",
      "sky": "스카이",
      "indigo": "인디고",
      "slate": "슬레이트"
    },
    "saveBuilder": "만든 아바타 저장",
    "gallery": "프로필 사진",
    "galleryHint": "최대 {{max}}장, 이 순서대로 프로필에 표시돼요.",
    "galleryEmpty": "아직 사진이 없어요.",
    "addPhoto": "사진 추가",
    "photoAlt": "프로필 사진 {{n}}",
    "moveUp": "사진 {{n}} 앞으로 이동",
    "moveDown": "사진 {{n}} 뒤로 이동",
    "remove": "사진 {{n}} 삭제"
  },
  "privacy": {
    "title": "개인정보 보호",
    "description": "누가 나를 찾을 수 있고 무엇을 볼 수 있는지 정하세요.",
    "visibility": "내 프로필을 볼 수 있는 사람",
    "visibilities": {
      "everyone": {
        "label": "모든 사람",
        "description": "계정이 없는 사람을 포함한 누구나"
      },
      "members": {
        "label": "멤버",
        "description": "로그인한 Haven 멤버"
      },
      "friends": {
        "label": "친구",
        "description": "내 Squad에 있는 사람만"
      },
      "nobody": {
        "label": "아무도",
        "description": "나만"
      }
    },
    "hiddenFromDirectory": "멤버 디렉터리에서 숨기기",
    "hiddenFromSearch": "검색 결과에서 숨기기",
    "showOnlineStatus": "온라인 상태 표시",
    "checkInsPrivate": "체크인 비공개"
  },
  "notifications": {
    "title": "알림",
    "description": "어떤 알림을 어디서 받을지 고르세요.",
    "type": "알림",
    "channels": {
      "inApp": "앱에서",
      "email": "이메일로"
    },
    "types": {
      "new_message": "새 메시지",
      "new_follower": "새 팔로워",
      "event_invite": "이벤트 초대",
      "group_invite": "그룹 초대",
      "mention": "멘션",
      "post_liked": "게시물 좋아요",
      "post_comment": "게시물 댓글"
    },
    "toggle": "{{type}}: {{channel}}"
  },
  "security": {
    "title": "보안",
    "description": "로그인한 곳, 비밀번호, 패스키.",
    "sessions": "활성 세션",
    "sessionsHint": "로그인한 모든 브라우저와 앱이에요.",
    "thisDevice": "이 기기",
    "sessionApp": "앱",
    "unknownDevice": "알 수 없는 기기",
    "deviceOn": "{{os}}의 {{browser}}",
    "lastActive": "마지막 활동: {{date}}",
    "signedIn": "로그인: {{date}}",
    "endSession": "이 세션 로그아웃",
    "signOutOthers": "다른 기기 로그아웃",
    "signOutEverywhere": "모든 기기에서 로그아웃",
    "password": "비밀번호 변경",
    "setPassword": "비밀번호 설정",
    "currentPassword": "현재 비밀번호",
    "newPassword": "새 비밀번호",
    "newPasswordHint": "10자 이상. 관련 없는 단어 몇 개로 된 문구가 좋아요.",
    "confirmPassword": "새 비밀번호 다시 입력",
    "changePassword": "비밀번호 변경",
    "passwordNote": "비밀번호를 바꾸면 다른 기기에서 로그아웃돼요.",
    "email": "이메일 주소",
    "emailCurrent": "{{email}}(으)로 로그인해요. 다른 멤버에게는 보이지 않아요.",
    "emailNone": "계정에 아직 이메일 주소가 없어요.",
    "newEmail": "새 이메일 주소",
    "changeEmail": "이메일 변경",
    "emailNote": "새 주소로 링크를 보내요. 링크를 열면 변경돼요.",
    "passkeys": "패스키",
    "panicTitle": "지금 위험한 상황인가요?",
    "panicBody": "긴급 로그아웃은 모든 기기의 세션을 한 번에 끝내고 평범한 웹사이트로 이동해요.",
    "quickExitBody": "빠른 나가기(또는 아무 페이지에서나 Shift+Esc)를 누르면 바로 Haven을 떠나 날씨 검색으로 가고, 뒤로 가기에 이 페이지가 남지 않아요."
  },
  "safety": {
    "panic": {
      "label": "긴급 로그아웃",
      "hint": "모든 기기에서 로그아웃하고 평범한 사이트로 이동"
    }
  },
  "blocked": {
    "title": "차단한 멤버",
    "description": "차단한 멤버는 내 프로필을 보거나 메시지를 보낼 수 없어요.",
    "empty": "차단한 사람이 없어요.",
    "unblock": "차단 해제",
    "unblockLabel": "{{name}} 차단 해제",
    "since": "{{date}}에 차단함",
    "unknown": "알 수 없는 사용자"
  },
  "danger": {
    "title": "계정 삭제",
    "description": "계정과 데이터가 영구히 삭제돼요: 프로필, 사진, 게시물, 메시지, 체크인 등 모든 것. 되돌릴 수 없어요.",
    "confirm": "확인하려면 DELETE(또는 이메일 주소)를 입력하세요",
    "confirmWord": "DELETE",
    "password": "현재 비밀번호",
    "submit": "내 계정 영구 삭제"
  },
  "toasts": {
    "emailChangeSent": "새 받은편지함을 확인하세요",
    "emailChangeSentBody": "{{email}}(으)로 보낸 링크를 열어 변경을 확인하세요.",
    "profileSaved": "프로필을 저장했어요",
    "avatarSaved": "아바타를 업데이트했어요",
    "avatarRemoved": "이미지를 삭제했어요",
    "photoAdded": "사진을 추가했어요",
    "photoRemoved": "사진을 삭제했어요",
    "photoMoved": "사진 순서를 저장했어요",
    "privacySaved": "개인정보 설정을 저장했어요",
    "notificationsSaved": "알림 설정을 저장했어요",
    "sessionEnded": "세션에서 로그아웃했어요",
    "othersEnded": "다른 기기에서 로그아웃했어요.",
    "everywhereEnded": "모든 기기에서 로그아웃했어요.",
    "passwordChanged": "비밀번호를 변경했어요",
    "passwordChangedBody": "다른 기기에서 로그아웃했어요.",
    "blocked": "멤버를 차단했어요",
    "unblocked": "차단을 해제했어요",
    "accountDeleted": "계정이 삭제되었어요",
    "accountDeletedBody": "잘 지내요. 언제든 다시 오세요."
  },
  "errors": {
    "invalidEmail": "올바른 이메일 주소를 입력하세요.",
    "sameEmail": "이미 사용 중인 내 이메일 주소예요.",
    "unexpected": "오류가 발생했어요",
    "invalidForm": "이 양식을 읽을 수 없어요. 페이지를 새로 고친 뒤 다시 시도해 주세요.",
    "crossSite": "이 요청은 Haven에서 온 것이 아니에요.",
    "displayNameRequired": "표시 이름을 입력하세요.",
    "displayNameTooLong": "최대 {{max}}자까지 쓸 수 있어요.",
    "pronounsTooLong": "최대 {{max}}자까지 쓸 수 있어요.",
    "bioTooLong": "최대 {{max}}자까지 쓸 수 있어요.",
    "invalidChoice": "목록에서 고르세요.",
    "userModeRequired": "여기 온 이유를 고르세요.",
    "cityNotFound": "이 도시를 찾을 수 없어요. 이름을 입력하고 목록에서 고르세요.",
    "visibilityRequired": "프로필을 볼 수 있는 사람을 고르세요.",
    "fileRequired": "이미지 파일을 고르세요.",
    "fileType": "이 파일은 JPEG, PNG, WebP, GIF 이미지가 아니에요.",
    "fileTooLarge": "이 파일은 5MB를 넘어요.",
    "photoLimit": "사진은 최대 {{max}}장이에요. 먼저 하나를 삭제하세요.",
    "photoNotFound": "이 사진은 (더 이상) 없어요.",
    "avatarColor": "색을 고르세요.",
    "avatarShape": "모양을 고르세요.",
    "avatarKind": "이니셜이나 이모지를 고르세요.",
    "initialsInvalid": "글자나 숫자 1~3개를 쓰세요.",
    "emojiInvalid": "이모지 중 하나를 고르세요.",
    "sessionNotFound": "이미 끝난 세션이에요.",
    "currentPasswordWrong": "현재 비밀번호가 맞지 않아요.",
    "currentPasswordRequired": "현재 비밀번호를 입력하세요.",
    "passwordMismatch": "새 비밀번호 두 개가 같지 않아요.",
    "passwordWeak": "더 강한 비밀번호를 고르세요.",
    "tooManyAttempts": "시도 횟수가 너무 많아요. 몇 분 뒤에 다시 시도하세요.",
    "confirmMismatch": "DELETE 또는 이메일 주소를 정확히 입력하세요.",
    "memberNotFound": "이 멤버는 존재하지 않아요.",
    "blockSelf": "자기 자신은 차단할 수 없어요.",
    "notBlocked": "차단되지 않은 멤버예요."
  }
}

export default settings
