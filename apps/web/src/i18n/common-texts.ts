import { messages } from '../locales/en/common.po';
import { defineTexts } from './texts';

/** The frame's texts (header, menu, footer, language switch), on every page. */
export const commonTexts = defineTexts('common', messages, () => import('../locales/ur/common.po'));
