import type { PartialResources } from '../../resources'

const settings: PartialResources['settings'] = {
  "title": "My Vibe",
  "metaTitle": "My Vibe — 设置",
  "intro": "你的资料，你的隐私，你做主。这里的一切只对你生效。",
  "nav": {
    "label": "设置分区",
    "profile": "个人资料",
    "photos": "照片和头像",
    "privacy": "隐私",
    "notifications": "通知",
    "security": "安全",
    "blocked": "已屏蔽的成员",
    "danger": "删除账户"
  },
  "save": "保存更改",
  "saving": "正在保存…",
  "errorSummary": "请检查标出的字段。",
  "profile": {
    "title": "个人资料",
    "description": "其他成员看到的你。",
    "displayName": "显示名称",
    "displayNameHint": "最多 {{max}} 个字符。可以用任何你喜欢的名字，不必是法定姓名。",
    "pronouns": "代词",
    "pronounsHint": "选一个建议，或写下你自己的。",
    "bio": "简介",
    "bioHint": "用几句话介绍自己（最多 {{max}} 个字符）。",
    "interests": "兴趣",
    "lookingFor": "我在寻找",
    "userMode": "你来这里是为了",
    "userModeHint": "决定 Haven 为你突出显示什么。随时可以更改。",
    "city": "城市",
    "cityHint": "输入至少 2 个字，然后从列表中选择你的城市。我们只保存城市，绝不保存你的位置。",
    "cityPlaceholder": "例如：上海",
    "cityNone": "没有匹配的城市",
    "citySearching": "正在搜索…",
    "cityResults_other": "找到 {{count}} 个城市",
    "cityClear": "移除城市",
    "showCity": "在我的资料中显示城市",
    "showCityHint": "关闭时，城市只用于为你推荐活动和地点。"
  },
  "photos": {
    "title": "照片和头像",
    "description": "JPEG、PNG、WebP 或 GIF，最大 5 MB。在任何人看到之前，我们会删除隐藏信息，例如拍摄地点。",
    "current": "你的头像",
    "upload": "上传图片",
    "uploadButton": "上传头像",
    "removeAvatar": "移除图片",
    "chooseFile": "图片文件",
    "builder": "或者制作一个头像",
    "builderHint": "保存制作的头像会替换你上传的图片。",
    "color": "背景颜色",
    "shape": "形状",
    "kind": "显示",
    "kinds": {
      "initials": "首字母",
      "emoji": "表情符号"
    },
    "initials": "首字母（1 到 3 个字符）",
    "emoji": "表情符号",
    "shapes": {
      "circle": "圆形",
      "rounded": "圆角",
      "square": "方形"
    },
    "colors": {
      "violet": "紫罗兰",
      "fuchsia": "紫红",
      "rose": "玫瑰",
      "amber": "琥珀",
      "emerald": "翡翠",
      "sky": "天蓝",
      "indigo": "靛蓝",
      "slate": "石板灰"
    },
    "saveBuilder": "保存制作的头像",
    "gallery": "资料照片",
    "galleryHint": "最多 {{max}} 张照片，按此顺序显示在你的资料中。",
    "galleryEmpty": "还没有照片。",
    "addPhoto": "添加照片",
    "photoAlt": "资料照片 {{n}}",
    "moveUp": "将照片 {{n}} 前移",
    "moveDown": "将照片 {{n}} 后移",
    "remove": "移除照片 {{n}}"
  },
  "privacy": {
    "title": "隐私",
    "description": "决定谁能找到你、能看到什么。",
    "visibility": "谁可以查看我的资料",
    "visibilities": {
      "everyone": {
        "label": "所有人",
        "description": "任何人，包括没有账户的人"
      },
      "members": {
        "label": "成员",
        "description": "已登录的 Haven 成员"
      },
      "friends": {
        "label": "好友",
        "description": "只有你的 Squad 里的人"
      },
      "nobody": {
        "label": "没有人",
        "description": "只有你自己"
      }
    },
    "hiddenFromDirectory": "在成员目录中隐藏我",
    "hiddenFromSearch": "在搜索结果中隐藏我",
    "showOnlineStatus": "显示我是否在线",
    "checkInsPrivate": "不公开我的签到"
  },
  "notifications": {
    "title": "通知",
    "description": "选择接收哪些通知，以及在哪里接收。",
    "type": "通知",
    "channels": {
      "inApp": "应用内",
      "email": "电子邮件"
    },
    "types": {
      "new_message": "新消息",
      "new_follower": "新关注者",
      "event_invite": "活动邀请",
      "group_invite": "群组邀请",
      "mention": "提及",
      "post_liked": "帖子被点赞",
      "post_comment": "帖子评论"
    },
    "toggle": "{{type}}：{{channel}}"
  },
  "security": {
    "title": "安全",
    "description": "你在哪里登录、你的密码和通行密钥。",
    "sessions": "活跃会话",
    "sessionsHint": "你已登录的每个浏览器或应用。",
    "thisDevice": "此设备",
    "sessionApp": "应用",
    "unknownDevice": "未知设备",
    "deviceOn": "{{os}} 上的 {{browser}}",
    "lastActive": "最近活动：{{date}}",
    "signedIn": "登录时间：{{date}}",
    "endSession": "退出此会话",
    "signOutOthers": "退出其他设备",
    "signOutEverywhere": "退出所有设备",
    "password": "修改密码",
    "setPassword": "设置密码",
    "currentPassword": "当前密码",
    "newPassword": "新密码",
    "newPasswordHint": "至少 10 个字符。由几个不相关的词组成的短语效果很好。",
    "confirmPassword": "再次输入新密码",
    "changePassword": "修改密码",
    "passwordNote": "修改密码会让你的其他设备退出登录。",
    "email": "电子邮箱",
    "emailCurrent": "你使用 {{email}} 登录。其他成员永远看不到它。",
    "emailNone": "你的账户还没有电子邮箱。",
    "newEmail": "新的电子邮箱",
    "changeEmail": "更改邮箱",
    "emailNote": "我们会向新地址发送一个链接；打开后即完成更改。",
    "passkeys": "通行密钥",
    "panicTitle": "现在有危险吗？",
    "panicBody": "紧急退出会立即结束所有设备上的全部会话，并带你前往一个中性网站。",
    "quickExitBody": "快速离开（或在任何页面按 Shift+Esc）会立即离开 Haven 前往天气搜索，返回按钮中不会留下此页面。"
  },
  "safety": {
    "panic": {
      "label": "紧急退出",
      "hint": "在所有设备上退出并前往一个中性网站"
    }
  },
  "blocked": {
    "title": "已屏蔽的成员",
    "description": "被屏蔽的成员无法查看你的资料，也无法给你发消息。",
    "empty": "你还没有屏蔽任何人。",
    "unblock": "取消屏蔽",
    "unblockLabel": "取消屏蔽 {{name}}",
    "since": "屏蔽于 {{date}}",
    "unknown": "未知用户"
  },
  "danger": {
    "title": "删除账户",
    "description": "这会永久删除你的账户和数据：资料、照片、帖子、消息、签到以及其他一切。无法撤销。",
    "confirm": "输入 DELETE（或你的电子邮件地址）以确认",
    "confirmWord": "DELETE",
    "password": "当前密码",
    "submit": "永久删除我的账户"
  },
  "toasts": {
    "emailChangeSent": "请查看新邮箱",
    "emailChangeSentBody": "打开我们发送到 {{email}} 的链接以确认更改。",
    "profileSaved": "资料已保存",
    "avatarSaved": "头像已更新",
    "avatarRemoved": "图片已移除",
    "photoAdded": "照片已添加",
    "photoRemoved": "照片已移除",
    "photoMoved": "照片顺序已保存",
    "privacySaved": "隐私设置已保存",
    "notificationsSaved": "通知偏好已保存",
    "sessionEnded": "会话已退出",
    "othersEnded": "你的其他设备已退出登录。",
    "everywhereEnded": "你已在所有设备上退出登录。",
    "passwordChanged": "密码已修改",
    "passwordChangedBody": "你的其他设备已退出登录。",
    "blocked": "已屏蔽该成员",
    "unblocked": "已取消屏蔽",
    "accountDeleted": "你的账户已删除",
    "accountDeletedBody": "照顾好自己。随时欢迎你回来。"
  },
  "errors": {
    "invalidEmail": "请输入有效的电子邮箱。",
    "sameEmail": "这已经是你的电子邮箱。",
    "unexpected": "发生错误",
    "invalidForm": "无法读取此表单。请刷新页面后重试。",
    "crossSite": "此请求并非来自 Haven。",
    "displayNameRequired": "请输入显示名称。",
    "displayNameTooLong": "最多使用 {{max}} 个字符。",
    "pronounsTooLong": "最多使用 {{max}} 个字符。",
    "bioTooLong": "最多使用 {{max}} 个字符。",
    "invalidChoice": "请从列表中选择。",
    "userModeRequired": "请选择你来这里的目的。",
    "cityNotFound": "找不到这个城市。请输入城市名称并从列表中选择。",
    "visibilityRequired": "请选择谁可以查看你的资料。",
    "fileRequired": "请选择一个图片文件。",
    "fileType": "此文件不是 JPEG、PNG、WebP 或 GIF 图片。",
    "fileTooLarge": "此文件超过 5 MB。",
    "photoLimit": "最多可以有 {{max}} 张照片。请先移除一张。",
    "photoNotFound": "这张照片不存在（或已不存在）。",
    "avatarColor": "请选择颜色。",
    "avatarShape": "请选择形状。",
    "avatarKind": "请选择首字母或表情符号。",
    "initialsInvalid": "请使用 1 到 3 个字母或数字。",
    "emojiInvalid": "请选择其中一个表情符号。",
    "sessionNotFound": "此会话已结束。",
    "currentPasswordWrong": "当前密码不正确。",
    "currentPasswordRequired": "请输入当前密码。",
    "passwordMismatch": "两次输入的新密码不一致。",
    "passwordWeak": "请选择更强的密码。",
    "tooManyAttempts": "尝试次数过多。请几分钟后再试。",
    "confirmMismatch": "请准确输入 DELETE 或你的电子邮件地址。",
    "memberNotFound": "该成员不存在。",
    "blockSelf": "你不能屏蔽自己。",
    "notBlocked": "该成员未被屏蔽。"
  }
}

export default settings
