import {
  isLanguageTag,
  LANGUAGE_COOKIE,
  languageOfAcceptLanguage,
  type Language,
  type TFirstData,
} from '@padel/contract';
import type { Request } from 'express';

/** The language cookie's value, if the request has a known one. */
function languageCookie(cookieHeader: string | undefined): Language | undefined {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguageTag(value) ? value : undefined;
}

/**
 * The language a page of the web app is sent in: what this browser chose (its cookie), else the
 * signed-in player's account, else the browser's `Accept-Language`.
 */
export function pageLanguage(req: Request, firstData: TFirstData): Language {
  return (
    languageCookie(req.headers.cookie) ??
    firstData['auth.session']?.user?.language ??
    languageOfAcceptLanguage(req.headers['accept-language'])
  );
}

/** The console is English whatever the reader chose (DECISIONS.md "Languages"). */
export function documentLanguage(pathname: string, language: Language): Language {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'en' : language;
}
