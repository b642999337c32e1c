import { IDE_RUN_LIMITS } from '@judge/contract';
import type { IdeMessages } from './ide.en-US';

/** 在线 IDE（/ojide，规格 2 §2.15）的中文文本。 */
export const ideZhCN: IdeMessages = {
  ide: {
    title: '在线 IDE',
    subtitle: `编写程序并用自己的输入运行（时间限制 ${IDE_RUN_LIMITS.timeLimitMs} ms，内存限制 ${IDE_RUN_LIMITS.memoryLimitMb} MB）。`,
    loginHint: '请先登录：运行代码需要登录。',
    login: '登录',
    noLanguage: '评测机目前不能运行任何 IDE 语言（C++、C++ With O2、Python3）。',
    loadFailed: '语言列表加载失败。',
  },
};
