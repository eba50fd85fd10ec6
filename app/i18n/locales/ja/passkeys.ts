import type { PartialResources } from '../../resources'

const passkeys: PartialResources['passkeys'] = {
  signIn: {
    button: 'パスキーでログイン',
    working: 'パスキーを待っています…',
    hint: 'デバイスの画面ロック、PIN、またはセキュリティキーを使います。生体認証は不要です。',
  },
  manager: {
    title: 'パスキー',
    description:
      'パスワードなしでログイン：デバイスの画面ロック、PIN、またはセキュリティキーを使います。生体認証が必須になることはありません。',
    enrolled: 'パスキーでのログインは有効です',
    notEnrolled: 'パスキーはまだ設定されていません',
    add: 'パスキーを設定',
    adding: '設定中…',
    added: 'パスキーを追加しました',
    addedBody: '次回は「{{name}}」でログインできます。',
    listLabel: 'あなたのパスキー',
    empty:
      'パスキーを追加すると、より速く安全にログインできます。パスキーはデバイスやパスワードマネージャーに保存され、Haven は公開鍵だけを保管します。',
    loading: 'パスキーを読み込んでいます…',
    loadFailed: 'パスキーを読み込めませんでした。',
    retry: '再試行',
    created: '{{date}} に追加',
    lastUsed: '最終使用日：{{date}}',
    neverUsed: '未使用',
    synced: '同期済み',
    syncedHint: 'このパスワードマネージャーを共有するデバイスで利用できます',
    singleDevice: 'このデバイスのみ',
    rename: '名前を変更',
    renameNamed: '{{name}} の名前を変更',
    nameLabel: 'パスキーの名前',
    save: '保存',
    saving: '保存中…',
    cancel: 'キャンセル',
    renamed: 'パスキーの名前を変更しました',
    remove: '削除',
    removeNamed: '{{name}} を削除',
    removeTitle: 'このパスキーを削除しますか？',
    removeBody: '「{{name}}」では Haven にログインできなくなります。デバイスやパスワードマネージャーからも削除できます。',
    removeLast: 'これが唯一のパスキーです。削除後はパスワードでログインします。',
    removeConfirm: 'パスキーを削除',
    removing: '削除中…',
    removed: 'パスキーを削除しました',
    close: '閉じる',
    failed: 'うまくいきませんでした。もう一度お試しください。',
  },
}

export default passkeys
