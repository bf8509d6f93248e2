// What other features use of open matches: they import this file, never the feature's own files
// (.dependency-cruiser.cjs, web block).
export { HostedMatch } from './hosted-match';
export { JoinedMatches } from './joined-matches';
// The open-match dialog (its form and the contract's schemas) loads when a host first opens it.
export const loadOpenMatchDialog = () => import('./open-match-dialog');
