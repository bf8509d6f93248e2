import type { BrowserContext, Page } from 'playwright-core';

/** The native methods each plugin the app uses answers (as the native side declares them). */
const PLUGIN_METHODS: Record<string, string[]> = {
  App: ['getInfo', 'getLaunchUrl', 'exitApp', 'getState'],
  Browser: ['open', 'close'],
  Network: ['getStatus'],
  Preferences: ['get', 'set', 'remove', 'keys', 'clear'],
  SecureStorage: [
    'setSynchronizeKeychain',
    'internalGetItem',
    'internalSetItem',
    'internalRemoveItem',
    'internalClearItemsWithPrefix',
    'internalGetPrefixedKeys',
  ],
  SplashScreen: ['show', 'hide'],
  StatusBar: ['setStyle', 'setBackgroundColor', 'show', 'hide', 'getInfo', 'setOverlaysWebView'],
};

// Runs in the page before the app's code: Capacitor finds an Android bridge (so it reports the
// platform as android) whose plugin calls are answered by the test process, like a phone's
// native side. Plain ES5 text: nothing a compiler could wrap.
const BRIDGE_SCRIPT = `(function (methods) {
  var listeners = {};
  var nextId = 1;
  window.androidBridge = { postMessage: function () {} };
  window.Capacitor = {
    PluginHeaders: Object.keys(methods).map(function (name) {
      return {
        name: name,
        methods: methods[name]
          .map(function (method) { return { name: method, rtype: 'promise' }; })
          .concat([
            { name: 'addListener', rtype: 'callback' },
            { name: 'removeListener', rtype: 'promise' },
            { name: 'removeAllListeners', rtype: 'promise' }
          ])
      };
    }),
    nativePromise: function (plugin, method, options) {
      return window.__nativeCall(plugin, method, options || {});
    },
    nativeCallback: function (plugin, method, options, callback) {
      var key = plugin + ':' + options.eventName;
      (listeners[key] = listeners[key] || []).push(callback);
      return String(nextId++);
    }
  };
  window.__nativeFire = function (plugin, eventName, data) {
    (listeners[plugin + ':' + eventName] || []).forEach(function (callback) { callback(data); });
    return (listeners[plugin + ':' + eventName] || []).length;
  };
})(${JSON.stringify(PLUGIN_METHODS)});`;

export type NativeCall = { plugin: string; method: string; options: Record<string, unknown> };

/**
 * A phone's native side for the app's web layer in Chromium: the installed version, the
 * keychain, preferences, network and in-app browser are kept here, in the test process, and
 * every call is recorded.
 */
export async function installNativeDouble(
  context: BrowserContext,
  { appVersion, connected = true }: { appVersion: string; connected?: boolean },
) {
  const keychain = new Map<string, string>();
  const preferences = new Map<string, string>();
  const calls: NativeCall[] = [];
  const state = { connected, hasExited: false };

  const answer = ({ plugin, method, options }: NativeCall): unknown => {
    switch (`${plugin}.${method}`) {
      case 'App.getInfo':
        return { name: 'Padel Arena', id: 'pk.padelarena.app', build: '1', version: appVersion };
      case 'App.getLaunchUrl':
        return {};
      case 'App.exitApp':
        state.hasExited = true;
        return undefined;
      case 'Network.getStatus':
        return { connected: state.connected, connectionType: state.connected ? 'wifi' : 'none' };
      case 'Preferences.get':
        return { value: preferences.get(String(options.key)) ?? null };
      case 'Preferences.set':
        preferences.set(String(options.key), String(options.value));
        return undefined;
      case 'Preferences.remove':
        preferences.delete(String(options.key));
        return undefined;
      case 'SecureStorage.internalGetItem':
        return { data: keychain.get(String(options.prefixedKey)) ?? null };
      case 'SecureStorage.internalSetItem':
        keychain.set(String(options.prefixedKey), String(options.data));
        return undefined;
      case 'SecureStorage.internalRemoveItem':
        return { success: keychain.delete(String(options.prefixedKey)) };
      default:
        return undefined;
    }
  };

  await context.exposeBinding(
    '__nativeCall',
    (_source, plugin: string, method: string, options: Record<string, unknown>) => {
      const call = { plugin, method, options };
      calls.push(call);
      return answer(call);
    },
  );
  await context.addInitScript({ content: BRIDGE_SCRIPT });

  return {
    keychain,
    preferences,
    calls,
    state,
    /** Sends a native event (the back button, a link, a network change) to the app's listeners. */
    fire: (page: Page, plugin: string, eventName: string, data: unknown) =>
      page.evaluate(
        ([p, e, d]) =>
          (window as unknown as { __nativeFire: (...a: unknown[]) => number }).__nativeFire(
            p,
            e,
            d,
          ),
        [plugin, eventName, data] as const,
      ),
  };
}

export type NativeDouble = Awaited<ReturnType<typeof installNativeDouble>>;
