import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache; its own module so route guards read it without importing the App. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // Failed lists just stop loading (spec 1-core §8.4); the central handler already told the user.
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});
