// What other features use of open matches: they import this file, never the feature's own files
// (.dependency-cruiser.cjs, web block).
export { HostedMatch } from './hosted-match';
export { JoinedMatches } from './joined-matches';
export { OpenMatchDialog } from './open-match-dialog';
