import { createStore, useStore } from './store';

/** The three dialog modes of the shell (spec 1-core §2.1). */
export type AuthDialogMode = 'Login' | 'Register' | 'ResetPwd';

export const authDialogStore = createStore<AuthDialogMode | null>(null);

export const openAuthDialog = (mode: AuthDialogMode) => authDialogStore.set(mode);
export const closeAuthDialog = () => authDialogStore.set(null);
export const useAuthDialog = () => useStore(authDialogStore);
