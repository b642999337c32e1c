import { IDE_RUN_LIMITS } from '@judge/contract';

/** English texts of the online IDE (/ojide, spec 2 §2.15). */
export const ideEnUS = {
  ide: {
    title: 'Online IDE',
    subtitle: `Write a program and run it on your own input (time limit ${IDE_RUN_LIMITS.timeLimitMs} ms, memory limit ${IDE_RUN_LIMITS.memoryLimitMb} MB).`,
    loginHint: 'Please log in first: running code needs an account.',
    login: 'Log in',
    noLanguage: 'The judge runs none of the IDE languages (C++, C++ With O2, Python3) at the moment.',
    loadFailed: 'The language list could not be loaded.',
  },
};
export type IdeMessages = typeof ideEnUS;
