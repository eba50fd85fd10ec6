import type { PartialResources } from '../../resources'

/** Chinese texts of the `a11y` namespace: settings, hub and offline page (the statement stays in English). */
const a11y: PartialResources['a11y'] = {
  meta: {
    title: '无障碍',
    description: 'Haven 无障碍：文字大小、对比度、动画、焦点和屏幕阅读器设置。',
  },
  hub: {
    eyebrow: '无障碍',
    title: '无障碍',
    intro: 'Haven 应当适合社区里的每一个人。在此设备上调整网站的外观和行为。',
    settingsLink: '显示设置',
    statementLink: '无障碍声明',
  },
  settings: {
    title: '显示设置',
    intro: '更改会立即应用到所有页面，仅保存在此浏览器中，绝不会发送给我们。',
    fontSize: {
      label: '文字大小',
      description: '让所有文字和间距变小或变大。',
      options: {
        small: '小',
        medium: '中',
        large: '大',
        'x-large': '特大',
      },
      default: '（默认）',
    },
    highContrast: {
      label: '高对比度',
      description: '更鲜明的文字和边框颜色，链接加下划线，不使用半透明背景。',
    },
    reduceMotion: {
      label: '减少动态效果',
      description: '停止动画、过渡效果和流动的极光背景。',
    },
    screenReaderOptimized: {
      label: '屏幕阅读器优化',
      description: '隐藏装饰性图像，完整显示文字而不截断，并增加间距。',
    },
    focusIndicators: {
      label: '更醒目的焦点指示',
      description: '在获得键盘焦点的元素周围绘制粗而高对比度的边框。',
    },
    needsJavaScript: '这些设置需要 JavaScript，但此浏览器已将其关闭。浏览器自身的缩放、对比度和动态效果设置仍然有效。',
    systemMotion: '你的设备要求减少动态效果，因此动画已关闭。',
    reset: '恢复默认设置',
    saved: '设置已保存',
    resetDone: '已恢复默认设置',
    preview: '预览',
    previewText: '无论身在何处，都能找到你的同伴。这段文字展示设置的效果。',
    previewLink: '示例链接',
  },
  offline: {
    metaTitle: '离线',
    title: '你已离线',
    body: 'Haven 目前无法连接到互联网。恢复联网后，你请求的页面就会打开。',
    tipsTitle: '可以尝试',
    tips: {
      connection: '检查 Wi-Fi 或移动数据连接。',
      airplane: '关闭飞行模式。',
      wait: '稍等片刻再试：有些网络会短暂中断。',
    },
    retry: '重试',
    home: '返回首页',
  },
}

export default a11y
