// The players' texts the web's screens import (apps/web/src/locales/*.po), compiled by
// @lingui/vite-plugin as this app builds them (vite.config.ts); the same declaration as the web's.
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
