// What other features use of players' padel levels: they import this file only.
export { LevelPromptCard } from './level-prompt-card';
export { LevelSettings } from './level-settings';
