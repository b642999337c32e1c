import { LIMITS } from '@judge/contract';
import { createStore, useStore } from './store';

/**
 * Failed logins in this tab. From the fifth on, the dialog asks for the slide verification before
 * it even tries (spec 1-core §4.6); the server enforces the same rule on its side.
 */
export const loginFailureStore = createStore(0);
export const useLoginFailures = () => useStore(loginFailureStore);
export const slideNeededAfterFailures = (failures: number) => failures >= LIMITS.slideAfterFailures;
