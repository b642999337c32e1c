import type { DrawMessages } from './draw.en-US';

/** 画板的中文文案：外壳的悬浮按钮与画板页面本身。 */
export const drawZhCN: DrawMessages = {
  drawBoard: {
    open: '画板',
    popupBlocked: '浏览器拦截了画板窗口：请允许本站弹出窗口',
    title: '画板',
    pen: '画笔',
    eraser: '橡皮擦',
    colour: '颜色',
    customColour: '其他颜色',
    size: '粗细',
    undo: '撤销',
    redo: '重做',
    clear: '清空',
    save: '保存为 PNG',
    shortcuts: 'P 画笔 · E 橡皮擦 · Ctrl+Z 撤销 · Ctrl+Y 重做',
  },
};
