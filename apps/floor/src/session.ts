// The signed-in user's tokens under the app's keys, so a session the app stored is the floor's too. The shell is
// prerendered in Node, where there is no localStorage.
import { createBrowserTokenStore, createMemoryTokenStore } from '@console/sdk';

export const userTokens =
  typeof window === 'undefined' ? createMemoryTokenStore() : createBrowserTokenStore('user');
