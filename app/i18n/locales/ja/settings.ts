import type { PartialResources } from '../../resources'

const settings: PartialResources['settings'] = {
  "title": "My Vibe",
  "metaTitle": "My Vibe — 設定",
  "intro": "あなたのプロフィール、あなたのプライバシー、あなたのルール。ここでの設定はあなたにだけ適用されます。",
  "nav": {
    "label": "設定のセクション",
    "profile": "プロフィール",
    "photos": "写真とアバター",
    "privacy": "プライバシー",
    "notifications": "通知",
    "security": "セキュリティ",
    "blocked": "ブロックしたメンバー",
    "danger": "アカウント削除"
  },
  "save": "変更を保存",
  "saving": "保存中…",
  "errorSummary": "強調表示された項目を確認してください。",
  "profile": {
    "title": "プロフィール",
    "description": "ほかのメンバーからの見え方です。",
    "displayName": "表示名",
    "displayNameHint": "{{max}} 文字まで。本名でなくても、好きな名前で大丈夫です。",
    "pronouns": "代名詞",
    "pronounsHint": "候補から選ぶか、自分で入力してください。",
    "bio": "自己紹介",
    "bioHint": "あなたについてひとこと（{{max}} 文字まで）。",
    "interests": "興味",
    "lookingFor": "探しているもの",
    "userMode": "ここに来た目的",
    "userModeHint": "Haven があなたに優先して表示する内容が変わります。いつでも変更できます。",
    "city": "都市",
    "cityHint": "2 文字以上入力して、リストから都市を選んでください。保存するのは都市だけで、位置情報は保存しません。",
    "cityPlaceholder": "例：東京",
    "cityNone": "一致する都市がありません",
    "citySearching": "検索中…",
    "cityResults_other": "{{count}} 件の都市が見つかりました",
    "cityClear": "都市を削除",
    "showCity": "プロフィールに都市を表示する",
    "showCityHint": "オフの場合、都市はイベントや場所のおすすめにだけ使われます。"
  },
  "photos": {
    "title": "写真とアバター",
    "description": "5 MB までの JPEG、PNG、WebP、GIF。撮影場所などの隠れた情報は、誰かが見る前に削除します。",
    "current": "あなたのアバター",
    "upload": "画像をアップロード",
    "uploadButton": "アバターをアップロード",
    "removeAvatar": "画像を削除",
    "chooseFile": "画像ファイル",
    "builder": "またはアバターを作成",
    "builderHint": "作成したアバターを保存すると、アップロードした画像は置き換えられます。",
    "color": "背景色",
    "shape": "形",
    "kind": "表示",
    "kinds": {
      "initials": "イニシャル",
      "emoji": "絵文字"
    },
    "initials": "イニシャル（1〜3 文字）",
    "emoji": "絵文字",
    "shapes": {
      "circle": "円",
      "rounded": "角丸",
      "square": "四角"
    },
    "colors": {
      "violet": "バイオレット",
      "fuchsia": "フューシャ",
      "rose": "ローズ",
      "amber": "アンバー",
      "emerald": "エメラルド",
      "sky": "スカイ",
      "indigo": "インディゴ",
      "slate": "スレート"
    },
    "saveBuilder": "作成したアバターを保存",
    "gallery": "プロフィール写真",
    "galleryHint": "{{max}} 枚まで。この順番でプロフィールに表示されます。",
    "galleryEmpty": "まだ写真はありません。",
    "addPhoto": "写真を追加",
    "photoAlt": "プロフィール写真 {{n}}",
    "moveUp": "写真 {{n}} を前へ",
    "moveDown": "写真 {{n}} を後ろへ",
    "remove": "写真 {{n}} を削除"
  },
  "privacy": {
    "title": "プライバシー",
    "description": "誰があなたを見つけられ、何が見えるかを決めましょう。",
    "visibility": "プロフィールを見られる人",
    "visibilities": {
      "everyone": {
        "label": "全員",
        "description": "アカウントのない人も含む全員"
      },
      "members": {
        "label": "メンバー",
        "description": "ログインした Haven メンバー"
      },
      "friends": {
        "label": "友達",
        "description": "あなたの Squad の人だけ"
      },
      "nobody": {
        "label": "非公開",
        "description": "自分だけ"
      }
    },
    "hiddenFromDirectory": "メンバー一覧に表示しない",
    "hiddenFromSearch": "検索結果に表示しない",
    "showOnlineStatus": "オンライン状態を表示する",
    "checkInsPrivate": "チェックインを非公開にする"
  },
  "notifications": {
    "title": "通知",
    "description": "受け取る通知と受け取り方を選びます。",
    "type": "通知",
    "channels": {
      "inApp": "アプリ内",
      "email": "メール"
    },
    "types": {
      "new_message": "新しいメッセージ",
      "new_follower": "新しいフォロワー",
      "event_invite": "イベントへの招待",
      "group_invite": "グループへの招待",
      "mention": "メンション",
      "post_liked": "投稿へのいいね",
      "post_comment": "投稿へのコメント"
    },
    "toggle": "{{type}}：{{channel}}"
  },
  "security": {
    "title": "セキュリティ",
    "description": "ログイン中の場所、パスワード、パスキー。",
    "sessions": "アクティブなセッション",
    "sessionsHint": "ログインしているすべてのブラウザーとアプリ。",
    "thisDevice": "このデバイス",
    "sessionApp": "アプリ",
    "unknownDevice": "不明なデバイス",
    "deviceOn": "{{os}} の {{browser}}",
    "lastActive": "最終アクティブ：{{date}}",
    "signedIn": "ログイン：{{date}}",
    "endSession": "このセッションをログアウト",
    "signOutOthers": "ほかのデバイスをログアウト",
    "signOutEverywhere": "すべてのデバイスでログアウト",
    "password": "パスワードを変更",
    "setPassword": "パスワードを設定",
    "currentPassword": "現在のパスワード",
    "newPassword": "新しいパスワード",
    "newPasswordHint": "10 文字以上。関係のない単語をいくつか組み合わせたフレーズがおすすめです。",
    "confirmPassword": "新しいパスワード（確認）",
    "changePassword": "パスワードを変更",
    "passwordNote": "パスワードを変更すると、ほかのデバイスはログアウトされます。",
    "email": "メールアドレス",
    "emailCurrent": "{{email}} でログインしています。ほかのメンバーには表示されません。",
    "emailNone": "アカウントにはまだメールアドレスがありません。",
    "newEmail": "新しいメールアドレス",
    "changeEmail": "メールアドレスを変更",
    "emailNote": "新しいアドレスにリンクを送ります。リンクを開くと変更されます。",
    "passkeys": "パスキー",
    "panicTitle": "いま危険な状況ですか？",
    "panicBody": "緊急ログアウトは、すべてのデバイスのセッションを一度に終了し、無関係なサイトへ移動します。",
    "quickExitBody": "クイック退出（どのページでも Shift+Esc）で、すぐに Haven から天気の検索へ移動します。戻るボタンにこのページは残りません。"
  },
  "safety": {
    "panic": {
      "label": "緊急ログアウト",
      "hint": "すべてのデバイスでログアウトして無関係なサイトへ移動"
    }
  },
  "blocked": {
    "title": "ブロックしたメンバー",
    "description": "ブロックしたメンバーは、あなたのプロフィールを見たりメッセージを送ったりできません。",
    "empty": "ブロックしている人はいません。",
    "unblock": "ブロック解除",
    "unblockLabel": "{{name}} のブロックを解除",
    "since": "{{date}} にブロック",
    "unknown": "不明なユーザー"
  },
  "danger": {
    "title": "アカウント削除",
    "description": "アカウントとデータを完全に削除します：プロフィール、写真、投稿、メッセージ、チェックインなどすべて。元に戻せません。",
    "confirm": "確認のため DELETE（またはメールアドレス）を入力",
    "confirmWord": "DELETE",
    "password": "現在のパスワード",
    "submit": "アカウントを完全に削除"
  },
  "toasts": {
    "emailChangeSent": "新しい受信トレイを確認してください",
    "emailChangeSentBody": "{{email}} に送ったリンクを開いて変更を確定してください。",
    "profileSaved": "プロフィールを保存しました",
    "avatarSaved": "アバターを更新しました",
    "avatarRemoved": "画像を削除しました",
    "photoAdded": "写真を追加しました",
    "photoRemoved": "写真を削除しました",
    "photoMoved": "写真の順番を保存しました",
    "privacySaved": "プライバシー設定を保存しました",
    "notificationsSaved": "通知設定を保存しました",
    "sessionEnded": "セッションをログアウトしました",
    "othersEnded": "ほかのデバイスをログアウトしました。",
    "everywhereEnded": "すべてのデバイスでログアウトしました。",
    "passwordChanged": "パスワードを変更しました",
    "passwordChangedBody": "ほかのデバイスはログアウトされました。",
    "blocked": "メンバーをブロックしました",
    "unblocked": "ブロックを解除しました",
    "accountDeleted": "アカウントを削除しました",
    "accountDeletedBody": "どうかお元気で。いつでもおかえりなさい。"
  },
  "errors": {
    "invalidEmail": "有効なメールアドレスを入力してください。",
    "sameEmail": "これはすでにあなたのメールアドレスです。",
    "unexpected": "エラーが発生しました",
    "invalidForm": "このフォームを読み取れませんでした。ページを再読み込みして、もう一度お試しください。",
    "crossSite": "このリクエストは Haven から送信されたものではありません。",
    "displayNameRequired": "表示名を入力してください。",
    "displayNameTooLong": "{{max}} 文字以内にしてください。",
    "pronounsTooLong": "{{max}} 文字以内にしてください。",
    "bioTooLong": "{{max}} 文字以内にしてください。",
    "invalidChoice": "リストから選んでください。",
    "userModeRequired": "ここに来た目的を選んでください。",
    "cityNotFound": "この都市が見つかりません。名前を入力してリストから選んでください。",
    "visibilityRequired": "プロフィールを見られる人を選んでください。",
    "fileRequired": "画像ファイルを選んでください。",
    "fileType": "このファイルは JPEG、PNG、WebP、GIF 画像ではありません。",
    "fileTooLarge": "このファイルは 5 MB を超えています。",
    "photoLimit": "写真は {{max}} 枚までです。先に 1 枚削除してください。",
    "photoNotFound": "この写真は存在しません（削除済みです）。",
    "avatarColor": "色を選んでください。",
    "avatarShape": "形を選んでください。",
    "avatarKind": "イニシャルか絵文字を選んでください。",
    "initialsInvalid": "1〜3 文字の英数字を使ってください。",
    "emojiInvalid": "絵文字を 1 つ選んでください。",
    "sessionNotFound": "このセッションはすでに終了しています。",
    "currentPasswordWrong": "現在のパスワードが正しくありません。",
    "currentPasswordRequired": "現在のパスワードを入力してください。",
    "passwordMismatch": "2 つの新しいパスワードが一致しません。",
    "passwordWeak": "もっと強いパスワードを選んでください。",
    "tooManyAttempts": "試行回数が多すぎます。数分後にもう一度お試しください。",
    "confirmMismatch": "DELETE またはメールアドレスを正確に入力してください。",
    "memberNotFound": "このメンバーは存在しません。",
    "blockSelf": "自分をブロックすることはできません。",
    "notBlocked": "このメンバーはブロックされていません。"
  }
}

export default settings
