import type { TFirstData } from '@padel/contract';
import { createContext, useContext } from 'react';

/**
 * The answers the page came with (app/first-data.ts), for the little a screen drawn on the server
 * needs beyond the query cache (the level card's "Not now"). In a browser, where the page has
 * them, screens read their own cookies.
 */
export const FirstDataContext = createContext<TFirstData | undefined>(undefined);

export const useFirstData = () => useContext(FirstDataContext);
